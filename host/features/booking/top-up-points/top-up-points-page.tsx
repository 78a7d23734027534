import { Link, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { hostPaths } from '../../../../shared/domain/paths';
import { formatMoney } from '../../../../shared/format/format-money';
import { formatPoints } from '../../../../shared/format/format-points';
import type { RedemptionDataQuery as RedemptionDataResult } from '../../../../shared/graphql/generated/graphql';
import { graphQlErrorCode, graphQlErrorExtension } from '../../../../shared/graphql/graphql-error-code';
import { RedemptionDataQuery } from '../../../../shared/graphql/operations/guest-info/redemption';
import { Alert } from '../../../../shared/ui/alert';
import { factsClass } from '../../../../shared/ui/facts-list';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { config } from '../../../services/config';
import { requestGraphQl } from '../../../services/graphql';
import { useLeaveFor } from '../pre-booking/cart-gate';
import { bookingErrorDestination } from '../pre-booking/booking-error-destination';

const UNAUTHENTICATED = 'UNAUTHENTICATED';

/**
 * `/loyalty/redeem/topUpPoints.mi?cartId=…`: where the guest-info step sends a member whose points do
 * not cover the points rate held in the cart. It says how many points are missing and the two ways on:
 * buy them with the booking (up to the yearly purchase limit), or choose another rate.
 */
export function TopUpPointsPage() {
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
      <Alert tone="error" heading="We could not read your points">
        <p>Try again in a moment.</p>
      </Alert>
    );
  }
  if (answer.data === undefined) return <Skeleton label="Loading your points" lines={6} />;
  const guestInfoHref = bookingPaths.guestInfo.getHref(cartId!);
  const data = answer.data;
  return (
    <>
      <h1>Top up your points</h1>
      {data === null || data.additionalPointsRequired === 0 ? (
        <p>Your points cover this stay: nothing to top up.</p>
      ) : (
        <ShortOfPoints redemption={data} />
      )}
      <p>
        <Link to={guestInfoHref}>Back to your booking</Link>
      </p>
    </>
  );
}

type Redemption = NonNullable<RedemptionDataResult['redemptionData']>;

function ShortOfPoints({ redemption }: { redemption: Redemption }) {
  const { locale } = config;
  return (
    <>
      <dl className={factsClass}>
        <dt>Your points</dt>
        <dd>{formatPoints(redemption.currentPointBalance, locale)}</dd>
        <dt>This stay takes</dt>
        <dd>{formatPoints(redemption.pointsDeducted, locale)}</dd>
        <dt>Points missing</dt>
        <dd>{formatPoints(redemption.additionalPointsRequired, locale)}</dd>
        {redemption.pointCost ? (
          <>
            <dt>Cost to buy them</dt>
            <dd>{formatMoney(redemption.pointCost, locale)}</dd>
          </>
        ) : null}
      </dl>
      {redemption.isBuyPoints ? (
        <p>
          Buy the missing points with this booking: keep &ldquo;Buy the points I am missing with this booking&rdquo; ticked on your booking page, and they are charged with your
          payment.
        </p>
      ) : (
        <p>
          {`You can buy at most ${formatPoints(redemption.maxPurchasablePoints, locale)} with a booking, which does not cover this stay. Choose a cash or cash-and-points rate instead.`}
        </p>
      )}
    </>
  );
}
