import { css } from '@linaria/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { GuestInfoHostApi } from '../../../bridge';
import { useHostBridge } from '../../../bridge/react/use-host-bridge';
import type { StartedHostConnection } from '../../../bridge/start-host-connection';
import { normalizeLocale } from '../../../shared/domain/locales';
import type { GraphQlRequest } from '../../../shared/graphql/client';
import { pageLocale, type ServerOverlayPage } from '../../../shared/ssr/overlay-page';
import { Alert } from '../../../shared/ui/alert';
import { Skeleton } from '../../../shared/ui/skeleton';
import { config } from '../config';

const contentClass = css`
  padding: 0.5rem 1rem 1rem;
`;

// The data client (graphql-request pulls in graphql's parser and printer) and the form would take the
// first load past the overlay's 90 kB budget, so the shell paints with React and the bridge only and
// fetches the rest at once: the download starts with the page, not after the handshake. It is held in
// state rather than behind React.lazy: React keeps a Suspense boundary's content back for up to 300 ms
// after its fallback showed, which the guest would wait through on every open.
const guestInfoApp = import('./guest-info-app');
type GuestInfoAppComponent = (typeof import('./guest-info-app'))['default'];

/** The app once its chunk is here; null while it loads, 'failed' when it could not be fetched. */
function useGuestInfoApp() {
  const [app, setApp] = useState<GuestInfoAppComponent | null | 'failed'>(null);
  useEffect(() => {
    let isCurrent = true;
    guestInfoApp.then(
      (module) => isCurrent && setApp(() => module.default),
      () => isCurrent && setApp('failed'),
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  return app;
}

export type GuestInfoExperienceProps = {
  location: Pick<Location, 'pathname' | 'search'>;
  /** Tests pass a fake back end. */
  request?: GraphQlRequest;
  /** What the server rendered this page as (its shell); absent for a page the browser renders alone. */
  serverPage?: ServerOverlayPage | null;
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
  const GuestInfoApp = useGuestInfoApp();

  return (
    <main className={contentClass} ref={contentRef} aria-label="Guest information">
      <h1 className={bridge.status === 'standalone' ? undefined : 'visually-hidden'}>Guest information</h1>
      {!cartId ? (
        <Alert tone="error">This page needs a booking to fill in. Choose a room and rate first.</Alert>
      ) : GuestInfoApp === 'failed' ? (
        <Alert tone="error">We could not load this form. Check your connection, then reload the page.</Alert>
      ) : isWaitingForHost || GuestInfoApp === null ? (
        <Skeleton label="Loading the guest information form" lines={8} />
      ) : (
        <GuestInfoApp cartId={cartId} locale={locale} hostOrigin={config.hostOrigin} host={host} request={request} />
      )}
    </main>
  );
}
