import { Field } from 'react-final-form';
import useSWR from 'swr';
import { bookingPaths } from '../../../shared/domain/booking-paths';
import { formatMoney } from '../../../shared/format/format-money';
import { formatPoints } from '../../../shared/format/format-points';
import type { GraphQlRequest } from '../../../shared/graphql/client';
import { RedemptionDataQuery } from '../../../shared/graphql/operations/guest-info/redemption';
import { CheckboxField } from '../../../shared/ui/checkbox-field';
import { factsClass } from '../../../shared/ui/facts-list';
import { Skeleton } from '../../../shared/ui/skeleton';
import { sectionClass } from './form-styles';


export type RedemptionPanelProps = {
  request: GraphQlRequest;
  cartId: string;
  locale: string;
  hostOrigin: string;
  /** Leaves for a host page (framed: `host.navigate`); null when opened on its own. */
  navigate: ((path: string) => void) | null;
};

/** Spec 2 "redemption panel": the member's points against the stay's, and buying what is missing. */
export function RedemptionPanel({ request, cartId, locale, hostOrigin, navigate }: RedemptionPanelProps) {
  const { data, error } = useSWR(['RedemptionData', cartId], ([, id]) => request(RedemptionDataQuery, { cartId: id }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  if (error) return null;
  if (!data) return <Skeleton label="Loading your points" lines={3} />;
  const redemption = data.redemptionData;
  if (!redemption) return null;
  const isShort = redemption.additionalPointsRequired > 0;
  const topUpPath = bookingPaths.topUpPoints.getHref(cartId);
  return (
    <section className={sectionClass} aria-labelledby="redemption-heading">
      <h2 id="redemption-heading">Your points</h2>
      <dl className={factsClass}>
        <dt>Current balance</dt>
        <dd>{formatPoints(redemption.currentPointBalance, locale)}</dd>
        <dt>Points for this stay</dt>
        <dd>{formatPoints(redemption.pointsDeducted, locale)}</dd>
        {isShort ? (
          <>
            <dt>Additional points required</dt>
            <dd>{formatPoints(redemption.additionalPointsRequired, locale)}</dd>
            {redemption.pointCost ? (
              <>
                <dt>Cost to buy them</dt>
                <dd>{formatMoney(redemption.pointCost, locale)}</dd>
              </>
            ) : null}
          </>
        ) : null}
      </dl>
      {isShort && redemption.isBuyPoints ? (
        <Field<boolean> name="isBuyPointConsent" type="checkbox">
          {({ input }) => <CheckboxField {...input} label="Buy the points I am missing with this booking" />}
        </Field>
      ) : null}
      {isShort ? (
        <p>
          <a
            href={`${hostOrigin}${topUpPath}`}
            target={navigate ? '_top' : undefined}
            onClick={(event) => {
              if (!navigate) return;
              event.preventDefault();
              navigate(topUpPath);
            }}
          >
            Top up your points
          </a>
        </p>
      ) : null}
    </section>
  );
}
