import { Link, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { hostPaths } from '../../../../shared/domain/paths';
import { formatMoney } from '../../../../shared/format/format-money';
import type { RedemptionDataQuery as RedemptionDataResult } from '../../../../shared/graphql/generated/graphql';
import { graphQlErrorCode, graphQlErrorExtension } from '../../../../shared/graphql/graphql-error-code';
import { RedemptionDataQuery } from '../../../../shared/graphql/operations/guest-info/redemption';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { Alert } from '../../../../shared/ui/alert';
import { factsClass } from '../../../../shared/ui/facts-list';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { requestGraphQl } from '../../../services/graphql';
import { pointsText } from '../confirmation/checkout-texts';
import { useLeaveFor } from '../pre-booking/cart-gate';
import { bookingErrorDestination } from '../pre-booking/booking-error-destination';

const UNAUTHENTICATED = 'UNAUTHENTICATED';

/**
 * `/loyalty/redeem/topUpPoints.mi?cartId=…`: where the guest-info step sends a member whose points do
 * not cover the points rate held in the cart. It says how many points are missing and the two ways on:
 * buy them with the booking (up to the yearly purchase limit), or choose another rate.
 */
export function TopUpPointsPage() {
  const { t } = useMessages();
  const [query] = useSearchParams();
  const cartId = query.get('cartId')?.trim() || null;
  const answer = useSWR(cartId ? ['RedemptionData', cartId] : null, async ([, id]) => (await requestGraphQl(RedemptionDataQuery, { cartId: id })).redemptionData, {
    shouldRetryOnError: false,
  });
  const code = answer.error ? graphQlErrorCode(answer.error) : null;
  const here = `${bookingPaths.topUpPoints.path}?${query}`;
  const destination = cartId === null ? bookingPaths.rateList.path : code === UNAUTHENTICATED ? `${hostPaths.signIn.getHref()}?${new URLSearchParams({ returnTo: here })}` : code ? bookingErrorDestination(code, null, graphQlErrorExtension(answer.error, 'confirmationNumber')) : null;
  useLeaveFor(destination);

  if (destination) return null;
  if (code) {
    return (
      <Alert tone="error" heading={t('topUpPoints.readFailed.heading')}>
        <p>{t('topUpPoints.readFailed.body')}</p>
      </Alert>
    );
  }
  if (answer.data === undefined) return <Skeleton label={t('topUpPoints.loading')} lines={6} />;
  const guestInfoHref = bookingPaths.guestInfo.getHref(cartId!);
  const data = answer.data;
  return (
    <>
      <h1>{t('topUpPoints.heading')}</h1>
      {data === null || data.additionalPointsRequired === 0 ? (
        <p>{t('topUpPoints.covered')}</p>
      ) : (
        <ShortOfPoints redemption={data} />
      )}
      <p>
        <Link to={guestInfoHref}>{t('topUpPoints.back')}</Link>
      </p>
    </>
  );
}

type Redemption = NonNullable<RedemptionDataResult['redemptionData']>;

function ShortOfPoints({ redemption }: { redemption: Redemption }) {
  const { t } = useMessages();
  const locale = useLocale();
  return (
    <>
      <dl className={factsClass}>
        <dt>{t('topUpPoints.facts.balance')}</dt>
        <dd>{pointsText(t, redemption.currentPointBalance)}</dd>
        <dt>{t('topUpPoints.facts.stayTakes')}</dt>
        <dd>{pointsText(t, redemption.pointsDeducted)}</dd>
        <dt>{t('topUpPoints.facts.missing')}</dt>
        <dd>{pointsText(t, redemption.additionalPointsRequired)}</dd>
        {redemption.pointCost ? (
          <>
            <dt>{t('topUpPoints.facts.cost')}</dt>
            <dd>{formatMoney(redemption.pointCost, locale)}</dd>
          </>
        ) : null}
      </dl>
      {redemption.isBuyPoints ? (
        <p>{t('topUpPoints.buy')}</p>
      ) : (
        <p>{t('topUpPoints.limit', { points: pointsText(t, redemption.maxPurchasablePoints) })}</p>
      )}
    </>
  );
}
