import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { RuntimeConfig } from '../shared/domain/runtime-config';
import { decryptEnrollmentDataRoute } from './account/prefill/decrypt-enrollment-data';
import { loadPrefillKey } from './account/prefill/prefill-seal';
import { userPrefilledDataRoute } from './account/prefill/user-prefilled-data';
import { changePasswordRoute } from './account/profile/change-password-route';
import { activationRoutes } from './account/activation/activation-routes';
import { joinRoutes } from './account/join/join-routes';
import { passwordResetRoutes } from './account/password-reset/password-reset-routes';
import { authRoutes } from './auth/auth-routes';
import { handoffRoutes } from './auth/handoff/handoff-routes';
import { storageAccessRoutes } from './auth/storage-access/storage-access-routes';
import { TWO_STEP_COOKIE } from './auth/two-step/two-step-cookie';
import { twoStepRoutes } from './auth/two-step/two-step-routes';
import { LOOKUP_GRANT_COOKIE, REMEMBERED_COOKIE, SESSION_COOKIE } from './auth/cookies';
import { BOOKING_SESSION_COOKIE } from './booking/booking-session-cookie';
import { crossSitePartners, recognizeCrossSiteFraming } from './http/cross-site-framing';
import { tlsOptions } from './http/tls';
import { healthRoute } from './http/health-route';
import { acceptOnlyPrefixedCookies, type CookieSettings } from './http/prefixed-cookies';
import { cardTokenRoute } from './booking/payment/card-token-route';
import { createCardVault } from './booking/payment/card-vault';
import { loadVaultKey } from './booking/payment/vault-key';
import { systemClock, type Clock } from './auth/clock';
import { loadCredentialKey } from './auth/credential-key';
import type { MockApiConfig } from './config';
import { contentRoutes } from './content/content-routes';
import { flagRoutes } from './flags/flag-routes';
import type { Database } from './db/database';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE } from './db/database-unavailable';
import { guardedDatabase } from './db/guarded-database';
import { originCheckRoute } from './embed/origin-check-route';
import { serveEmbedLoader } from './embed/serve-embed-loader';
import { registerGraphQLRoute } from './graphql/graphql-route';
import { createPublicAnswerCache } from './graphql/public-answer-cache';
import { publicOperationsOf } from './graphql/public-persisted-call';
import { loadPersistedOperations } from './graphql/persisted-operations';
import { createGraphQLServer, type GraphQLLimits } from './graphql/yoga';
import { afterReplyTasks } from './http/after-reply';
import { closeConnectionsWhileDraining, drainableServerOptions } from './http/graceful-drain';
import { logOptions } from './http/log-options';
import { guardAgainstCrossSiteWrites } from './http/same-site-guard';
import { sendApiError } from './http/send-error';
import { imageRoutes } from './images/image-routes';
import { inboxRoute } from './mail/embedded-inbox/inbox-route';
import { openMailChannel } from './mail/mail-channel';
import { deliverOutbox } from './mail/outbox-delivery';
import { embeddedSmsOutbox, httpSmsGateway } from './sms/sms-provider';
import { lookupRoute } from './reservations/lookup-route';
import { databaseRateLimitStore } from './http/database-rate-limit-store';
import { refuseNulCharacters } from './http/refuse-nul-characters';
import { addResponseDefaults } from './http/response-defaults';
import { registerSecurityHeaders } from './http/register-security-headers';
import { randomRequestIds } from './http/request-ids';
import { securityHeaders, type SiteRole } from './http/security-headers';
import { sendNotFound, serveHostApp, serveOverlayApps } from './http/serve-apps';
import { TELEMETRY_RATE_LIMIT_PER_MINUTE, telemetryRoutes } from './telemetry/telemetry-routes';

export type MockApiOptions = {
  config: Pick<
    MockApiConfig,
    | 'hostOrigin'
    | 'overlayOrigin'
    | 'allowedHostOrigins'
    | 'distDir'
    | 'logLevel'
    | 'secureCookies'
    | 'cookieDomain'
    | 'graphqlIntrospection'
    | 'graphqlArbitraryOperations'
    | 'signInRateLimitPerMinute'
    | 'reservationLookupRateLimitPerMinute'
    | 'signInDisabledLocales'
    | 'imageCacheDomain'
    | 'paymentTokenRateLimitPerMinute'
    | 'cartRateLimit'
    | 'paymentVaultKey'
    | 'paymentVaultKeyFile'
    | 'smtpUrl'
    | 'smsUrl'
    | 'mailFrom'
    | 'devInbox'
  > &
    Partial<Pick<MockApiConfig, 'trustedProxies' | 'consentScriptUrl' | 'tls'>>;
  db: Database;
  clock?: Clock;
  /** Serve the built apps too; API tests leave this off and need no build. */
  serveApps?: boolean;
  graphqlLimits?: GraphQLLimits;
  /** Data-layer and client-log calls one client may make per minute, each; tests lower it. */
  telemetryRateLimitPerMinute?: number;
  /** Where log lines go instead of stdout; tests read them. */
  logStream?: { write(line: string): void };
};

export type MockApi = {
  host: FastifyInstance;
  overlay: FastifyInstance;
  /** Resolves once the work routes started after answering (e-mails sent after a reply) has ended. */
  settled(): Promise<void>;
  /** Sends what the outbox holds (the order messages), for the scheduled job; answers how many went out. */
  deliverMessages(now: Date): Promise<number>;
};

/** Builds the two sites (host origin and overlay origin); both serve the same API on one database. */
export async function createMockApi({
  config,
  db: database,
  clock = systemClock,
  serveApps = true,
  graphqlLimits,
  telemetryRateLimitPerMinute = TELEMETRY_RATE_LIMIT_PER_MINUTE,
  logStream,
}: MockApiOptions): Promise<MockApi> {
  const db = guardedDatabase(database);
  const credentialKey = await loadCredentialKey(db);
  const prefillKey = await loadPrefillKey(db);
  const cardVault = createCardVault(await loadVaultKey(config));
  // In the database, not in memory: every process serving this database counts against the same limits.
  const rateLimitStore = databaseRateLimitStore(db, () => clock().getTime());
  // One cache for both sites: they serve the same API on the same database.
  const publicAnswers = createPublicAnswerCache({ db, clock });
  const publicOperations = publicOperationsOf(loadPersistedOperations());
  const runtimeConfig: RuntimeConfig = {
    hostOrigin: config.hostOrigin,
    overlayOrigin: config.overlayOrigin,
    allowedHostOrigins: config.allowedHostOrigins,
    partnerOrigins: crossSitePartners({ siteOrigin: config.overlayOrigin, allowedHostOrigins: config.allowedHostOrigins }),
    signInDisabledLocales: config.signInDisabledLocales,
    imageCacheDomain: config.imageCacheDomain,
    consentScriptUrl: config.consentScriptUrl ?? null,
  };

  // One mail channel and one set of after-answer tasks for both sites; the channel closes with the last site.
  const mail = await openMailChannel({ smtpUrl: config.smtpUrl, from: config.mailFrom, db, clock });
  const afterReply = afterReplyTasks();
  const sms = config.smsUrl ? httpSmsGateway(config.smsUrl) : embeddedSmsOutbox(db, clock);
  let sitesOpen = 2;
  const closeShared = async () => {
    await afterReply.drain();
    sitesOpen -= 1;
    if (sitesOpen === 0) await mail.close();
  };
  const requestId = randomRequestIds();
  const cookies: CookieSettings = { secure: config.secureCookies, domain: config.cookieDomain };
  const createSite = async (role: SiteRole) => {
    const app = Fastify({
      ...drainableServerOptions,
      ...tlsOptions(config.tls),
      // Only the load balancers named may say who the client is; anyone else's X-Forwarded-For is ignored.
      trustProxy: config.trustedProxies?.length ? config.trustedProxies : false,
      logger: logOptions(config.logLevel, role, logStream),
      // Request ids are random so log lines of concurrent requests never share one; base64url rather
      // than a UUID, whose hex groups joined by dashes now and then read as a card number to a scan.
      genReqId: requestId,
      bodyLimit: 64 * 1024,
      // A URL that cannot be decoded (e.g. a cut-off %E0%A4%A) is refused before routing: same shape as other 400s.
      frameworkErrors: (error, _request, reply) => sendApiError(reply, 400, 'BAD_URL', `${error.message}.`),
    });
    closeConnectionsWhileDraining(app);
    app.addHook('onClose', closeShared);
    answerDatabaseOutagesWith503(app);
    await registerSecurityHeaders(app, securityHeaders({ role, ...runtimeConfig, https: config.secureCookies }));
    addResponseDefaults(app);
    await app.register(fastifyCookie);
    recognizeCrossSiteFraming(app, { siteOrigin: role === 'host' ? config.hostOrigin : config.overlayOrigin, allowedHostOrigins: config.allowedHostOrigins });
    acceptOnlyPrefixedCookies(app, [SESSION_COOKIE, REMEMBERED_COOKIE, LOOKUP_GRANT_COOKIE, BOOKING_SESSION_COOKIE, TWO_STEP_COOKIE], cookies);
    await app.register(fastifyFormbody);
    refuseNulCharacters(app);
    guardAgainstCrossSiteWrites(app, [config.hostOrigin, config.overlayOrigin, ...config.allowedHostOrigins]);
    // Only routes that ask for it are limited (sign-in, lookup, telemetry); both sites and every process share the counters.
    await app.register(fastifyRateLimit, { global: false, store: rateLimitStore });
    healthRoute(app, db);
    await app.register(authRoutes, {
      db,
      credentialKey,
      clock,
      cookies,
      signInRateLimitPerMinute: config.signInRateLimitPerMinute,
      signInDisabledLocales: config.signInDisabledLocales,
    });
    const accountRoutes = { db, clock, credentialKey, cookies, mailer: mail.mailer, afterReply, hostOrigin: config.hostOrigin, rateLimitPerMinute: config.signInRateLimitPerMinute };
    passwordResetRoutes(app, accountRoutes);
    joinRoutes(app, accountRoutes);
    activationRoutes(app, accountRoutes);
    changePasswordRoute(app, accountRoutes);
    userPrefilledDataRoute(app, { db, clock });
    decryptEnrollmentDataRoute(app, { prefillKey, clock, rateLimitPerMinute: config.signInRateLimitPerMinute });
    twoStepRoutes(app, { db, clock, cookies, mailer: mail.mailer, sms, rateLimitPerMinute: config.signInRateLimitPerMinute });
    if (role === 'host' && config.devInbox) inboxRoute(app, { db });
    await app.register(lookupRoute, {
      db,
      clock,
      cookies,
      rateLimitPerMinute: config.reservationLookupRateLimitPerMinute,
    });
    await app.register(telemetryRoutes, { db, clock, rateLimitPerMinute: telemetryRateLimitPerMinute });
    await app.register(contentRoutes, { db });
    await app.register(flagRoutes, { db });
    await app.register(imageRoutes, { db });
    // Card numbers reach the overlay origin only: the host origin has no such route and answers 404.
    if (role === 'overlay') await app.register(cardTokenRoute, { db, clock, vault: cardVault, rateLimitPerMinute: config.paymentTokenRateLimitPerMinute });
    // What embedding teams' pages call (issue 18): the overlay origin is the product they embed.
    if (role === 'overlay') await app.register(originCheckRoute, { allowedHostOrigins: config.allowedHostOrigins, hostOrigin: config.hostOrigin });
    if (role === 'overlay') {
      handoffRoutes(app, { db, clock, cookies, overlayOrigin: config.overlayOrigin, partnerOrigins: runtimeConfig.partnerOrigins, rateLimitPerMinute: config.signInRateLimitPerMinute });
      storageAccessRoutes(app, { db, clock, cookies, overlayOrigin: config.overlayOrigin, rateLimitPerMinute: config.signInRateLimitPerMinute });
    }
    registerGraphQLRoute(
      app,
      createGraphQLServer({
        db,
        clock,
        logger: app.log,
        allowIntrospection: config.graphqlIntrospection,
        allowArbitraryOperations: config.graphqlArbitraryOperations,
        cookies,
        cardVault,
        mailer: mail.mailer,
        limits: graphqlLimits,
      }),
      { db, publicAnswers, publicOperations, cartRateLimit: config.cartRateLimit },
    );
    if (serveApps) {
      if (role === 'host') await serveHostApp(app, config.distDir, runtimeConfig, { db, clock });
      else {
        await serveEmbedLoader(app, config.distDir);
        await serveOverlayApps(app, config.distDir, runtimeConfig, clock);
      }
    } else {
      app.setNotFoundHandler(sendNotFound);
    }
    return app;
  };

  return {
    host: await createSite('host'),
    overlay: await createSite('overlay'),
    settled: () => afterReply.drain(),
    deliverMessages: (now) => deliverOutbox(db, { mailer: mail.mailer, sms }, now),
  };
}

/** A database that cannot be reached is a 503 with a clear message, not a 500; client errors keep their status and get the spec's error shape. */
function answerDatabaseOutagesWith503(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      request.log.error({ event: 'database_unavailable', err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({
          message: SERVICE_UNAVAILABLE_MESSAGE,
          phoenixErrorMessages: { errorMessages: ['SERVICE_UNAVAILABLE'] },
          nextStateURI: null,
          isRedirect: false,
        });
    }
    const { statusCode, message, code, phoenixErrorMessages } = error as {
      statusCode?: number;
      message?: string;
      code?: string;
      phoenixErrorMessages?: { errorMessages: string[] };
    };
    if (!statusCode || statusCode >= 500) {
      request.log.error({ err: error }, 'unexpected error');
      return reply.code(500).send({ message: 'Unexpected error.' });
    }
    // A client's mistake caught by the framework (unreadable body, rate limit…): the spec's error shape.
    return reply.code(statusCode).send({
      message,
      phoenixErrorMessages: phoenixErrorMessages ?? { errorMessages: [code ?? 'BAD_REQUEST'] },
      nextStateURI: null,
      isRedirect: false,
    });
  });
}
