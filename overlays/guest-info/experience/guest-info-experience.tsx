import { css } from '@linaria/core';
import { useMemo, useRef, useState } from 'react';
import type { GuestInfoHostApi } from '../../../bridge';
import { useHostBridge } from '../../../bridge/react/use-host-bridge';
import type { StartedHostConnection } from '../../../bridge/start-host-connection';
import { normalizeLocale } from '../../../shared/domain/locales';
import type { GraphQlRequest } from '../../../shared/graphql/client';
import { pageLocale } from '../../../shared/ssr/overlay-page';
import { useChunk } from '../../../shared/ssr/use-chunk';
import { useIsHydrated } from '../../../shared/ssr/use-is-hydrated';
import { Alert } from '../../../shared/ui/alert';
import { Skeleton } from '../../../shared/ui/skeleton';
import { config } from '../config';
import { guestInfoAppChunk } from './guest-info-app-chunk';
import type { GuestInfoServerPage } from './guest-info-server-page';
import { messagesFor } from '../../../shared/i18n/messages';
import { MessagesProvider } from '../../../shared/i18n/messages-context';
import { useLoadedLocale } from '../../../shared/i18n/use-loaded-locale';
import { MESSAGE_AREAS } from '../guest-info-messages';
import { rateRequestOf } from '../start-cart/rate-to-hold';

const contentClass = css`
  padding: 0.5rem 1rem 1rem;
`;

export type GuestInfoExperienceProps = {
  location: Pick<Location, 'pathname' | 'search'>;
  /** Tests pass a fake back end. */
  request?: GraphQlRequest;
  /** What the server rendered this page as (the form, when it could read the cart); absent for a page the browser renders alone. */
  serverPage?: GuestInfoServerPage | null;
  /** The handshake the entry started as the script ran (null: not framed); tests leave it to the hook. */
  hostConnection?: StartedHostConnection<GuestInfoHostApi> | null;
};

/**
 * The guest-info overlay (`/reservation/guestInfoOverlay.mi?cartId=…`), framed inline by the host's
 * booking page under its pre-booking summary, or opened on its own. It is part of the page, not a
 * dialog: Escape does not close it.
 */
export function GuestInfoExperience({ location, request, serverPage = null, hostConnection }: GuestInfoExperienceProps) {
  const query = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const cartId = query.get('cartId')?.trim() ?? '';
  // A page that sells the room itself gives the rate instead of a cart: the form starts the cart here.
  const rateRequest = useMemo(() => (cartId ? ({ kind: 'none' } as const) : rateRequestOf(query)), [cartId, query]);
  const contentRef = useRef<HTMLElement>(null);
  const [locale, setLocale] = useState(() => pageLocale(query, serverPage ? serverPage.locale : navigator.language));
  const bridge = useHostBridge<GuestInfoHostApi>({
    allowedHostOrigins: config.allowedHostOrigins,
    contentRef,
    onConfigure: (options) => setLocale((current) => normalizeLocale(options.locale) ?? current),
    onFocus: () => contentRef.current?.querySelector<HTMLElement>('input, select, textarea, button')?.focus(),
    connection: hostConnection,
    isFramedOnServer: serverPage?.isFramed,
  });
  const host = bridge.status === 'connected' ? bridge.host : null;
  const isWaitingForHost = bridge.status === 'connecting';
  const GuestInfoApp = useChunk(guestInfoAppChunk);
  const initialData = serverPage?.form ?? null;
  const isHydrated = useIsHydrated();
  // With the cart the server read, the form shows at once (and takes typing before the host answers);
  // without it, the skeleton stays until the browser, hydrated and connected, reads the cart itself,
  // whether or not the form's chunk happened to be loaded where the page was rendered.
  const canShowApp = initialData !== null || (isHydrated && !isWaitingForHost);

  const messagesLocale = useLoadedLocale(locale, MESSAGE_AREAS);
  // This component renders the provider, so its own words come from the locale directly, not the context above it.
  const { t, say } = messagesFor(messagesLocale);
  return (
    <MessagesProvider locale={messagesLocale}>
      <main className={contentClass} ref={contentRef} aria-label={t('guestInfo.page.heading')}>
        <h1 className={bridge.status === 'standalone' ? undefined : 'visually-hidden'}>{t('guestInfo.page.heading')}</h1>
        {rateRequest.kind === 'unreadable' ? (
          <Alert tone="error" heading={t('guestInfo.startCart.unreadable.heading')}>
            {rateRequest.problems.map((problem) => (
              <p key={problem.key}>{say(problem)}</p>
            ))}
          </Alert>
        ) : !cartId && rateRequest.kind === 'none' ? (
          <Alert tone="error">{t('guestInfo.page.noCart')}</Alert>
        ) : GuestInfoApp === 'failed' ? (
          <Alert tone="error">{t('guestInfo.page.loadFailed')}</Alert>
        ) : !canShowApp || GuestInfoApp === null ? (
          <Skeleton label={t('guestInfo.page.loading')} lines={8} />
        ) : (
          <GuestInfoApp cartId={cartId || null} rate={rateRequest.kind === 'rate' ? rateRequest.rate : null} locale={locale} hostOrigin={config.hostOrigin} host={host} isHostPending={isWaitingForHost} initialData={initialData} initialStates={serverPage?.initialStates ?? null} request={request} />
        )}
      </main>
    </MessagesProvider>
  );
}
