import { css } from '@linaria/core';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { OverlayEvent, ReservationLookupHostApi } from '../../../bridge';
import { useEscapeClosesHost } from '../../../bridge/react/use-escape-closes-host';
import { useHostBridge } from '../../../bridge/react/use-host-bridge';
import type { StartedHostConnection } from '../../../bridge/start-host-connection';
import type { ServerOverlayPage } from '../../../shared/ssr/overlay-page';
import { useIsHydrated } from '../../../shared/ssr/use-is-hydrated';
import { Alert } from '../../../shared/ui/alert';
import { useFirstIntent } from '../../../shared/ui/use-first-intent';
import type { ReservationLookupInput } from '../../../shared/validation/reservation-lookup';
import { config } from '../config';
import { ReservationLookupForm, type LookupRefusal, type ReservationLookupFormHandle } from '../components/reservation-lookup-form';
import { lookupOptionsFromHost, lookupOptionsFromPage } from './lookup-options';
import { messagesFor } from '../../../shared/i18n/messages';
import { MessagesProvider, useMessages } from '../../../shared/i18n/messages-context';
import { useLoadedLocale } from '../../../shared/i18n/use-loaded-locale';
import { MESSAGE_AREAS } from '../reservation-lookup-messages';

const contentClass = css`
  padding: 0.5rem 1.5rem 1rem;
`;

const titleClass = css`
  margin: 0.5rem 0 1rem;
  font-size: 1.5rem;
`;

const introClass = css`
  margin: 0 0 1rem;
`;

const siteOrigins = [config.hostOrigin];
const loadLookupSubmission = () => import('./lookup-submission');
// A chunk that cannot be fetched leaves the form without its promotion rather than breaking it.
const LookupPromotion = lazy(() => import('./lookup-promotion').catch(() => ({ default: () => null })));
// The summary form's view of a match: a chunk of its own, fetched only once a reservation is found.
const FoundReservationSummary = lazy(() =>
  loadLookupSubmission()
    .then((submission) => submission.loadFoundReservationSummary())
    .catch(() => ({ default: SummaryUnavailable })),
);

type LookupFailedEvent = Extract<OverlayEvent, { name: 'reservationLookupFailed' }>;

export type ReservationLookupExperienceProps = {
  location: Pick<Location, 'pathname' | 'search'>;
  /** What the server rendered this page as; absent for a page the browser renders alone. */
  serverPage?: ServerOverlayPage | null;
  /** The handshake the entry started as the script ran (null: not framed); tests leave it to the hook. */
  hostConnection?: StartedHostConnection<ReservationLookupHostApi> | null;
};

/**
 * The find-reservation overlay (`/resLookupOverlay.mi`): framed by the host's dialog or lookup page,
 * or opened on its own. A match sends the host to the reservation; on its own it offers a link there.
 */
export function ReservationLookupExperience({ location, serverPage = null, hostConnection }: ReservationLookupExperienceProps) {
  const query = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const contentRef = useRef<HTMLElement>(null);
  const formRef = useRef<ReservationLookupFormHandle>(null);
  const [options, setOptions] = useState(() => lookupOptionsFromPage(query, serverPage ? serverPage.locale : navigator.language));
  const [foundHref, setFoundHref] = useState<string | null>(null);
  const [shownReservation, setShownReservation] = useState<string | null>(null);
  // "Find another reservation" takes its button away: the focus goes to the form that comes back.
  const [isBackToForm, setBackToForm] = useState(false);
  useEffect(() => {
    if (isBackToForm) formRef.current?.focusFirstField();
  }, [isBackToForm]);
  const messagesLocale = useLoadedLocale(options.locale, MESSAGE_AREAS);
  // useMessages() here would read the context above this component's own provider.
  const { t, say } = messagesFor(messagesLocale);

  const bridge = useHostBridge<ReservationLookupHostApi>({
    allowedHostOrigins: config.allowedHostOrigins,
    contentRef,
    onConfigure: (next) => setOptions((current) => lookupOptionsFromHost(next, current)),
    // A visitor already typing in the form (it was there before the script) keeps their place.
    onFocus: () => {
      if (!contentRef.current?.contains(document.activeElement)) formRef.current?.focusFirstField();
    },
    connection: hostConnection,
    isFramedOnServer: serverPage?.isFramed,
  });
  const host = bridge.status === 'connected' ? bridge.host : null;
  const isFramed = bridge.status !== 'standalone';
  const closableHost = host && options.variant === 'dialog' ? host : null;
  useEscapeClosesHost(closableHost);
  // A page opened on its own shows this in its tab; the server's HTML carries index.html's English one.
  useEffect(() => {
    document.title = t('reservationLookup.document.title');
  }, [t]);

  // Fetch the submission code while the visitor types, so pressing "Find reservation" does not wait for
  // it; one who only looks never fetches it. A failure here is said at submit, where the visitor is looking.
  useFirstIntent(contentRef, () => void loadLookupSubmission().catch(() => undefined));
  // The promotion is the browser's own (a remembered name, none for a member signed in), so the server
  // never renders it: it follows the hydrated form.
  const isHydrated = useIsHydrated();

  const report = (event: LookupFailedEvent) => {
    if (host) void host.emit(event);
    else {
      const context = { pageURI: location.pathname, localeKey: options.locale, applicationName: 'reservation-lookup' };
      void loadLookupSubmission().then((submission) => submission.pushLookupEvent(context, event), () => undefined);
    }
  };

  const handleSubmit = async (values: ReservationLookupInput): Promise<LookupRefusal | undefined> => {
    const submission = await loadLookupSubmission().catch(() => null);
    // The connection dropped after the form appeared; the catalogue's words came before it mounted.
    if (!submission) return { message: t('reservationLookup.unreachable') };
    const decision = await submission.attemptLookup(values, { locale: options.locale, siteOrigins });
    if (decision.kind === 'refused') {
      report({ name: 'reservationLookupFailed', detail: { errorCode: decision.errorCode } });
      // The refusal's words come with it; had they not come, the connection dropped, and that is said.
      const hasWords = await submission.loadRefusalWords(messagesLocale).then(
        () => true,
        () => false,
      );
      return { message: hasWords ? say(decision.refusal) : t('reservationLookup.unreachable') };
    }
    if (options.variant === 'summary') {
      setShownReservation(decision.confirmationNumber);
      setBackToForm(false);
      if (host) void host.reservationFound({ confirmationNumber: decision.confirmationNumber, path: decision.path });
    } else if (host) void host.navigate(decision.path);
    else setFoundHref(`${config.hostOrigin}${decision.path}`);
    return undefined;
  };

  return (
    <MessagesProvider locale={messagesLocale}>
      {/* Named, so inside the host page (whose own main is unnamed) each main landmark is told apart. */}
      <main className={contentClass} ref={contentRef} aria-label={t('reservationLookup.main.label')}>
        <h1 className={isFramed ? `${titleClass} visually-hidden` : titleClass}>{t('reservationLookup.title')}</h1>
        {shownReservation ? (
          <Suspense fallback={null}>
            <FoundReservationSummary confirmationNumber={shownReservation} locale={messagesLocale} onAnother={() => {
                setShownReservation(null);
                setBackToForm(true);
              }} />
          </Suspense>
        ) : foundHref ? (
          <FoundReservation href={foundHref} linkTarget={isFramed ? '_top' : undefined} />
        ) : (
          <>
            <p className={introClass}>{t('reservationLookup.intro')}</p>
            <ReservationLookupForm
              onSubmit={handleSubmit}
              onCancel={closableHost ? () => void closableHost.close() : undefined}
              // A framed form sends only once the host answered: a match is the host's to follow.
              canSubmit={bridge.status !== 'connecting'}
              handleRef={formRef}
            />
            {isHydrated ? (
              <Suspense fallback={null}>
                <LookupPromotion linkTarget={isFramed ? '_top' : undefined} />
              </Suspense>
            ) : null}
          </>
        )}
      </main>
    </MessagesProvider>
  );
}

/** A match with no host to send there (the page opened on its own): a link to the reservation, focused. */
function FoundReservation({ href, linkTarget }: { href: string; linkTarget: '_top' | undefined }) {
  const { t } = useMessages();
  const linkRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => linkRef.current?.focus(), []);
  return (
    <Alert tone="success" heading={t('reservationLookup.found.heading')}>
      <p>
        <a ref={linkRef} href={href} target={linkTarget}>
          {t('reservationLookup.found.link')}
        </a>
      </p>
    </Alert>
  );
}

/** The summary's chunk could not be fetched: the match is known, its details are not. */
function SummaryUnavailable() {
  const { t } = useMessages();
  return <Alert tone="error">{t('reservationLookup.unreachable')}</Alert>;
}
