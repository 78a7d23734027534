import { css } from '@linaria/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { PaymentHostApi } from '../../../bridge';
import { useEscapeClosesHost } from '../../../bridge/react/use-escape-closes-host';
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
import { paymentAppChunk } from './payment-app-chunk';
import type { PaymentServerPage } from './payment-server-page';
import { paymentVariantOf } from './payment-variant';
import { messagesFor } from '../../../shared/i18n/messages';
import { MessagesProvider } from '../../../shared/i18n/messages-context';
import { useLoadedLocale } from '../../../shared/i18n/use-loaded-locale';
import { MESSAGE_AREAS } from '../payment-messages';

const contentClass = css`
  padding: 0.5rem 1rem 1rem;
`;

export type PaymentExperienceProps = {
  location: Pick<Location, 'pathname' | 'search'>;
  /** Tests pass a fake back end. */
  request?: GraphQlRequest;
  /** What the server rendered this page as (the form, when it could read the cart); absent for a page the browser renders alone. */
  serverPage?: PaymentServerPage | null;
  /** The handshake the entry started as the script ran (null: not framed); tests leave it to the hook. */
  hostConnection?: StartedHostConnection<PaymentHostApi> | null;
};

// The first control a keyboard reaches: of a radio group, the chosen card.
const FIRST_CONTROL = 'input[type="radio"]:checked, input:not([type="radio"]):not([type="hidden"]), select, button';

/**
 * The payment overlay (`/reservation/paymentOverlay.mi?cartId=…`): framed inline by the booking page's
 * payment section, by the review page to change the card, or opened on its own as a plain page. The
 * card's number and security code are typed here and leave only for the tokenising call of this origin.
 */
export function PaymentExperience({ location, request, serverPage = null, hostConnection }: PaymentExperienceProps) {
  const query = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const cartId = query.get('cartId')?.trim() ?? '';
  const contentRef = useRef<HTMLElement>(null);
  const [locale, setLocale] = useState(() => pageLocale(query, serverPage ? serverPage.locale : navigator.language));
  const [variant, setVariant] = useState(() => paymentVariantOf(query.get('variant')));
  const PaymentApp = useChunk(paymentAppChunk);
  const initialData = serverPage?.paymentInfo ?? null;
  const [isContentShown, setContentShown] = useState(false);
  const onContentShown = useCallback(() => setContentShown(true), []);
  const bridge = useHostBridge<PaymentHostApi>({
    allowedHostOrigins: config.allowedHostOrigins,
    contentRef,
    onConfigure: (options) => {
      setLocale((current) => normalizeLocale(options.locale) ?? current);
      setVariant(paymentVariantOf(options.variant));
    },
    onFocus: () => contentRef.current?.querySelector<HTMLElement>(FIRST_CONTROL)?.focus(),
    // The host shows the frame, and gives it the focus, at the first height: that of the form, not the skeleton.
    isReady: !cartId || PaymentApp === 'failed' || isContentShown,
    connection: hostConnection,
    isFramedOnServer: serverPage?.isFramed,
  });
  const host = bridge.status === 'connected' ? bridge.host : null;
  const isWaitingForHost = bridge.status === 'connecting';
  const isHydrated = useIsHydrated();
  // With the cart the server read, the form shows at once (and takes typing before the host answers);
  // without it, the skeleton stays until the browser, hydrated and connected, reads the cart itself,
  // whether or not the form's chunk happened to be loaded where the page was rendered.
  const canShowApp = initialData !== null || (isHydrated && !isWaitingForHost);
  // Changing the card is a dialog of the review page, which Escape closes; inline, the form is part of the page.
  useEscapeClosesHost(variant === 'change' ? host : null);

  const messagesLocale = useLoadedLocale(locale, MESSAGE_AREAS);
  // This component sets the provider up, so its own words come from the locale it passes down.
  const { t } = messagesFor(messagesLocale);
  return (
    <MessagesProvider locale={messagesLocale}>
      <main className={contentClass} ref={contentRef} aria-label={t('payment.page.heading')}>
        <h1 className={bridge.status === 'standalone' ? undefined : 'visually-hidden'}>{t('payment.page.heading')}</h1>
        {!cartId ? (
          <Alert tone="error">{t('payment.page.noCart')}</Alert>
        ) : PaymentApp === 'failed' ? (
          <Alert tone="error">{t('payment.page.loadFailed')}</Alert>
        ) : !canShowApp || PaymentApp === null ? (
          <Skeleton label={t('payment.page.loading')} lines={8} />
        ) : (
          <PaymentApp cartId={cartId} locale={locale} variant={variant} host={host} isHostPending={isWaitingForHost} initialData={initialData} request={request} onContentShown={onContentShown} />
        )}
      </main>
    </MessagesProvider>
  );
}
