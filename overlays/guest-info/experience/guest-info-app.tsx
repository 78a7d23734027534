import { useEffect, useMemo, useState } from 'react';
import type { RemoteProxy } from 'penpal';
import useSWR, { SWRConfig, unstable_serialize } from 'swr';
import type { GuestInfoHostApi } from '../../../bridge';
import { reservationErrorRef, ReservationErrorKey } from '../../../shared/domain/reservation-errors';
import type { GraphQlRequest } from '../../../shared/graphql/client';
import { graphQlErrorCode } from '../../../shared/graphql/graphql-error-code';
import { lazyGraphQlClient } from '../../../shared/graphql/lazy-client';
import { GuestInfoFormQuery } from '../../../shared/graphql/operations/guest-info/guest-info-form';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { Skeleton } from '../../../shared/ui/skeleton';
import { pageOrigin } from '../../../shared/ssr/page-fetch';
import { useMessages } from '../../../shared/i18n/messages-context';
import { withFailureReporting } from '../api/guest-info-request';
import { storedPhoneOf, type GuestInfoFormData } from '../form/guest-info-values';
import { loadPhoneRules, usePhoneRules } from '../../../shared/ui/phone-rules';
import { GuestInfoForm } from '../components/guest-info-form';
import { stateLookupKey } from '../components/guest-details-section';
import type { InitialStates } from './guest-info-server-page';
import type { RateToHold } from '../start-cart/rate-to-hold';
import { StartedCart } from '../start-cart/started-cart';

export type GuestInfoAppProps = {
  /** The cart to fill in; null when the page gave a rate to hold instead. */
  cartId: string | null;
  /** The rate to hold in a cart this frame starts, when there is no cart yet. */
  rate?: RateToHold | null;
  locale: string;
  hostOrigin: string;
  host: RemoteProxy<GuestInfoHostApi> | null;
  /** Framed, and the host has not answered the handshake yet. */
  isHostPending: boolean;
  /** The form's data as the server read it for this page; the browser then reads it only when asked to. */
  initialData?: GuestInfoFormData | null;
  /** The states of the country the form opens on, as the server read them for this page. */
  initialStates?: InitialStates | null;
  /** Tests pass a fake back end; the page uses the shared GraphQL client on its own origin. */
  request?: GraphQlRequest;
};

const ENDED = new Set<string>([ReservationErrorKey.CartExpired, ReservationErrorKey.SessionExpired]);

/**
 * Everything behind the shell: the data (SWR over the shared GraphQL client, every failure logged and
 * reported to the host) and the form. Loaded as its own chunk so the first paint carries React and the
 * bridge only.
 */
export default function GuestInfoApp({ request: baseRequest, initialStates = null, ...props }: GuestInfoAppProps) {
  const { locale, host } = props;
  const request = useMemo(
    () =>
      // The client comes with the first call: the server's page brings the form's data and its states.
      withFailureReporting(baseRequest ?? lazyGraphQlClient({ origin: pageOrigin(), locale, requestedBy: 'portico-guest-info' }), (detail) => {
        void host?.graphQlError(detail);
      }),
    [baseRequest, locale, host],
  );
  const fallback = initialStates ? { [unstable_serialize(stateLookupKey(initialStates.countryCode))]: initialStates.lookup } : {};
  return (
    <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false, fallback }}>
      {props.cartId ? (
        <GuestInfoData {...props} cartId={props.cartId} request={request} />
      ) : props.rate ? (
        <StartedCart rate={props.rate} request={request} host={host}>
          {(cartId) => <GuestInfoData {...props} cartId={cartId} request={request} />}
        </StartedCart>
      ) : null}
    </SWRConfig>
  );
}

function GuestInfoData({ cartId, hostOrigin, host, isHostPending, initialData, request }: Omit<GuestInfoAppProps, 'request' | 'cartId'> & { cartId: string; request: GraphQlRequest }) {
  const { t, say } = useMessages();
  const { data, error, mutate, isValidating } = useSWR(['GuestInfoForm', cartId], ([, id]) => request(GuestInfoFormQuery, { cartId: id }), {
    fallbackData: initialData ?? undefined,
    revalidateOnMount: !initialData,
  });
  const phoneRules = usePhoneRules();
  const [hasPhoneRulesFailed, setHasPhoneRulesFailed] = useState(false);
  const isPhoneRulesNeeded = Boolean(data && storedPhoneOf(data)) && !phoneRules;
  useEffect(() => {
    if (isPhoneRulesNeeded) loadPhoneRules().catch(() => setHasPhoneRulesFailed(true));
  }, [isPhoneRulesNeeded]);
  if (error && !data) {
    const code = graphQlErrorCode(error);
    // The host was told through graphQlError and leaves the page; only a short word is needed here.
    if (ENDED.has(code)) return <Alert tone="error">{say(reservationErrorRef(code))}</Alert>;
    return (
      <Alert tone="error" heading={t('guestInfo.app.loadFailed.heading')}>
        <p>{say(reservationErrorRef(code))}</p>
        <Button variant="secondary" isBusy={isValidating} onClick={() => void mutate()}>
          {t('guestInfo.app.tryAgain')}
        </Button>
      </Alert>
    );
  }
  // A stored phone is shown split by the phone rules: a form the browser renders alone waits for them,
  // as the server's page does before it hydrates (formPartsShownAtFirst). Failed, it shows the phone as stored.
  if (!data || (storedPhoneOf(data) && !phoneRules && !hasPhoneRulesFailed)) return <Skeleton label={t('guestInfo.page.loading')} lines={8} />;
  return <GuestInfoForm data={data} request={request} cartId={cartId} hostOrigin={hostOrigin} host={host} isHostPending={isHostPending} reload={() => mutate()} />;
}
