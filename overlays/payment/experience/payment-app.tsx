import { useEffect, useMemo } from 'react';
import { BookingConfirmedNotice } from '../checkout/book-cart';
import type { RemoteProxy } from 'penpal';
import useSWR, { SWRConfig } from 'swr';
import type { PaymentHostApi } from '../../../bridge';
import { reservationErrorRef, ReservationErrorKey } from '../../../shared/domain/reservation-errors';
import type { GraphQlRequest } from '../../../shared/graphql/client';
import { graphQlErrorCode, graphQlErrorExtension } from '../../../shared/graphql/graphql-error-code';
import { lazyGraphQlClient } from '../../../shared/graphql/lazy-client';
import { PaymentInfoQuery } from '../../../shared/graphql/operations/checkout/payment';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { Skeleton } from '../../../shared/ui/skeleton';
import { pageOrigin } from '../../../shared/ssr/page-fetch';
import { useMessages } from '../../../shared/i18n/messages-context';
import { withFailureReporting, type ReportToHost } from '../api/payment-request';
import type { PaymentFormData } from '../form/payment-card-values';
import { PaymentForm } from '../components/payment-form';
import type { PaymentVariant } from './payment-variant';

export type PaymentAppProps = {
  cartId: string;
  locale: string;
  variant: PaymentVariant;
  host: RemoteProxy<PaymentHostApi> | null;
  /** Framed, and the host has not answered the handshake yet. */
  isHostPending: boolean;
  /** How the cart is paid as the server read it for this page; the browser then reads it only when asked to. */
  initialData?: PaymentFormData | null;
  /** Tests pass a fake back end; the page uses the shared GraphQL client on its own origin. */
  request?: GraphQlRequest;
  /** Called once what the overlay shows instead of its skeleton is in place: the form, or why it cannot be. */
  onContentShown(): void;
};

const ENDED = new Set<string>([ReservationErrorKey.CartExpired, ReservationErrorKey.SessionExpired]);
const ALREADY_CONFIRMED = 'E_ALREADY_CONFIRMED';

/**
 * Everything behind the shell: the data (SWR over the shared GraphQL client, every failure logged and
 * reported to the host as a payment-info failure) and the form. Loaded as its own chunk so the first
 * paint carries React and the bridge only.
 */
export default function PaymentApp({ request: baseRequest, ...props }: PaymentAppProps) {
  const { locale, host } = props;
  const report = useMemo<ReportToHost>(() => (detail) => void host?.graphQlError(detail), [host]);
  const unreportedRequest = useMemo(
    // The client comes with the first call: the server's page brings the form's data, so it is often the guest's Pay.
    () => baseRequest ?? lazyGraphQlClient({ origin: pageOrigin(), locale, requestedBy: 'portico-payment' }),
    [baseRequest, locale],
  );
  const request = useMemo(() => withFailureReporting(unreportedRequest, report), [unreportedRequest, report]);
  return (
    <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>
      <PaymentData {...props} requests={{ request, unreportedRequest }} report={report} />
    </SWRConfig>
  );
}

type PaymentDataProps = Omit<PaymentAppProps, 'request'> & { requests: { request: GraphQlRequest; unreportedRequest: GraphQlRequest }; report: ReportToHost };

function PaymentData({ cartId, locale, variant, host, isHostPending, initialData, requests, report, onContentShown }: PaymentDataProps) {
  const { t, say } = useMessages();
  const { request } = requests;
  const { data, error, mutate, isValidating } = useSWR(['PaymentInfo', cartId], ([, id]) => request(PaymentInfoQuery, { cartId: id }), {
    fallbackData: initialData ?? undefined,
    revalidateOnMount: !initialData,
  });
  const isSettled = data !== undefined || error !== undefined;
  useEffect(() => {
    if (isSettled) onContentShown();
  }, [isSettled, onContentShown]);
  if (error && !data) {
    const code = graphQlErrorCode(error);
    // The checkout form's frame loaded again after it booked (a reload, a heartbeat): the booking stands.
    const bookedAs = variant === 'checkout' && code === ALREADY_CONFIRMED ? graphQlErrorExtension(error, 'confirmationNumber') : null;
    if (bookedAs) return <AlreadyBooked cartId={cartId} confirmationNumber={bookedAs} host={host} />;
    // The host was told through graphQlError and leaves the page; only a short word is needed here.
    if (ENDED.has(code)) return <Alert tone="error">{say(reservationErrorRef(code))}</Alert>;
    return (
      <Alert tone="error" heading={t('payment.loadError.heading')}>
        <p>{say(reservationErrorRef(code))}</p>
        <Button variant="secondary" isBusy={isValidating} onClick={() => void mutate()}>
          {t('payment.loadError.retry')}
        </Button>
      </Alert>
    );
  }
  if (!data) return <Skeleton label={t('payment.page.loading')} lines={8} />;
  return <PaymentForm data={data} {...requests} cartId={cartId} locale={locale} variant={variant} host={host} isHostPending={isHostPending} report={report} reload={() => mutate()} />;
}

/** A cart this checkout form already booked: its confirmation number again, and the page told again (its outcome settles once). */
function AlreadyBooked({ cartId, confirmationNumber, host }: { cartId: string; confirmationNumber: string; host: RemoteProxy<PaymentHostApi> | null }) {
  useEffect(() => {
    void host?.bookingConfirmed({ cartId, confirmationNumber });
  }, [host, cartId, confirmationNumber]);
  return <BookingConfirmedNotice confirmationNumber={confirmationNumber} />;
}
