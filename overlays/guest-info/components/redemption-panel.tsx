import { Field } from 'react-final-form';
import useSWR from 'swr';
import { bookingPaths } from '../../../shared/domain/booking-paths';
import { formatMoney } from '../../../shared/format/format-money';
import type { GraphQlRequest } from '../../../shared/graphql/client';
import { RedemptionDataQuery } from '../../../shared/graphql/operations/guest-info/redemption';
import { CheckboxField } from '../../../shared/ui/checkbox-field';
import { factsClass } from '../../../shared/ui/facts-list';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useLocale, useMessages } from '../../../shared/i18n/messages-context';
import { sectionClass } from './form-styles';

export type RedemptionPanelProps = {
  request: GraphQlRequest;
  cartId: string;
  hostOrigin: string;
  /** Leaves for a host page (framed: `host.navigate`); null when opened on its own, or before the host has answered. */
  navigate: ((path: string) => void) | null;
};

/** Spec 2 "redemption panel": the member's points against the stay's, and buying what is missing. */
export function RedemptionPanel({ request, cartId, hostOrigin, navigate }: RedemptionPanelProps) {
  const { t } = useMessages();
  const locale = useLocale();
  const { data, error } = useSWR(['RedemptionData', cartId], ([, id]) => request(RedemptionDataQuery, { cartId: id }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  if (error) return null;
  if (!data) return <Skeleton label={t('guestInfo.redemption.loading')} lines={3} />;
  const redemption = data.redemptionData;
  if (!redemption) return null;
  const isShort = redemption.additionalPointsRequired > 0;
  const topUpPath = bookingPaths.topUpPoints.getHref(cartId);
  return (
    <section className={sectionClass} aria-labelledby="redemption-heading">
      <h2 id="redemption-heading">{t('guestInfo.redemption.heading')}</h2>
      <dl className={factsClass}>
        <dt>{t('guestInfo.redemption.currentBalance')}</dt>
        <dd>{t('guestInfo.redemption.points', { points: redemption.currentPointBalance })}</dd>
        <dt>{t('guestInfo.redemption.pointsForStay')}</dt>
        <dd>{t('guestInfo.redemption.points', { points: redemption.pointsDeducted })}</dd>
        {isShort ? (
          <>
            <dt>{t('guestInfo.redemption.additionalRequired')}</dt>
            <dd>{t('guestInfo.redemption.points', { points: redemption.additionalPointsRequired })}</dd>
            {redemption.pointCost ? (
              <>
                <dt>{t('guestInfo.redemption.costToBuy')}</dt>
                <dd>{formatMoney(redemption.pointCost, locale)}</dd>
              </>
            ) : null}
          </>
        ) : null}
      </dl>
      {isShort && redemption.isBuyPoints ? (
        <Field<boolean> name="isBuyPointConsent" type="checkbox">
          {({ input }) => <CheckboxField {...input} label={t('guestInfo.redemption.buyConsent')} />}
        </Field>
      ) : null}
      {isShort ? (
        <p>
          <a
            href={`${hostOrigin}${topUpPath}`}
            // The host's page, never inside this frame: a click before the bridge has connected (navigate null) is a plain link for the whole window.
            target="_top"
            onClick={(event) => {
              if (!navigate) return;
              event.preventDefault();
              navigate(topUpPath);
            }}
          >
            {t('guestInfo.redemption.topUpLink')}
          </a>
        </p>
      ) : null}
    </section>
  );
}
