import { useState } from 'react';
import { formatMoney } from '../../../shared/format/format-money';
import type { GraphQlRequest } from '../../../shared/graphql/client';
import type { GuestInfoFormQuery, TravelInsuranceQuoteQuery } from '../../../shared/graphql/generated/graphql';
import { TravelInsuranceQuoteQuery as QuoteQuery, UpdateInsuranceCartMutation } from '../../../shared/graphql/operations/guest-info/insurance';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { factsClass } from '../../../shared/ui/facts-list';
import { graphQlErrorCode } from '../../../shared/graphql/graphql-error-code';
import { useLocale, useMessages } from '../../../shared/i18n/messages-context';
import { sectionClass } from '../components/form-styles';

type Quote = TravelInsuranceQuoteQuery['travelInsuranceQuote'];

export type TravelInsuranceWidgetProps = {
  request: GraphQlRequest;
  cartId: string;
  initialInsurance: GuestInfoFormQuery['cart']['insurance'];
  getRevision(): number;
  /** The cart's new revision after a change, and whether a policy is now on it. */
  onRevision(revisionNumber: number, insuranceAdded: boolean): void;
  onStale(): Promise<void>;
};

/** Spec 2 "travel insurance widget": quote, add and remove a policy; it starts not added (spec 4). */
export function TravelInsuranceWidget({ request, cartId, initialInsurance, getRevision, onRevision, onStale }: TravelInsuranceWidgetProps) {
  const { t } = useMessages();
  const locale = useLocale();
  const [quote, setQuote] = useState<Quote | null>(null);
  const [added, setAdded] = useState(initialInsurance);
  const [isBusy, setBusy] = useState(false);
  const [hasFailed, setFailed] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setFailed(false);
    try {
      await action();
    } catch (error) {
      if (graphQlErrorCode(error) === 'STALE_REVISION') await onStale();
      else setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const getQuote = () => run(async () => setQuote((await request(QuoteQuery, { cartId })).travelInsuranceQuote));
  const change = (quoteId: string | null) =>
    run(async () => {
      const { updateInsuranceCart } = await request(UpdateInsuranceCartMutation, { input: { cartId, revisionNumber: getRevision(), quoteId } });
      setAdded(updateInsuranceCart.insurance);
      onRevision(updateInsuranceCart.revisionNumber, Boolean(updateInsuranceCart.insurance));
    });

  return (
    <section className={sectionClass} aria-labelledby="insurance-heading">
      <h2 id="insurance-heading">{t('guestInfo.insurance.heading')}</h2>
      {hasFailed ? <Alert tone="error">{t('guestInfo.insurance.changeFailed')}</Alert> : null}
      {added ? (
        <>
          <p role="status">{t('guestInfo.insurance.added', { provider: added.provider, premium: formatMoney(added.premium, locale) })}</p>
          <Button variant="secondary" isBusy={isBusy} onClick={() => void change(null)}>
            {t('guestInfo.insurance.remove')}
          </Button>
        </>
      ) : quote ? (
        <>
          <p>{quote.summary}</p>
          <dl className={factsClass}>
            <dt>{t('guestInfo.insurance.insurer')}</dt>
            <dd>{quote.provider}</dd>
            <dt>{t('guestInfo.insurance.tripCostCovered')}</dt>
            <dd>{formatMoney(quote.coveredTripCost, locale)}</dd>
            <dt>{t('guestInfo.insurance.premium')}</dt>
            <dd>{formatMoney(quote.premium, locale)}</dd>
          </dl>
          <Button variant="secondary" isBusy={isBusy} onClick={() => void change(quote.id)}>
            {t('guestInfo.insurance.add')}
          </Button>
        </>
      ) : (
        <>
          <p>{t('guestInfo.insurance.pitch')}</p>
          <Button variant="secondary" isBusy={isBusy} onClick={() => void getQuote()}>
            {t('guestInfo.insurance.getQuote')}
          </Button>
        </>
      )}
    </section>
  );
}
