import { useState } from 'react';
import { formatMoney } from '../../../shared/format/format-money';
import type { GraphQlRequest } from '../../../shared/graphql/client';
import type { GuestInfoFormQuery, TravelInsuranceQuoteQuery } from '../../../shared/graphql/generated/graphql';
import { TravelInsuranceQuoteQuery as QuoteQuery, UpdateInsuranceCartMutation } from '../../../shared/graphql/operations/guest-info/insurance';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { factsClass } from '../../../shared/ui/facts-list';
import { graphQlErrorCode } from '../../../shared/graphql/graphql-error-code';
import { sectionClass } from '../components/form-styles';

type Quote = TravelInsuranceQuoteQuery['travelInsuranceQuote'];

export type TravelInsuranceWidgetProps = {
  request: GraphQlRequest;
  cartId: string;
  locale: string;
  initialInsurance: GuestInfoFormQuery['cart']['insurance'];
  getRevision(): number;
  /** The cart's new revision after a change, and whether a policy is now on it. */
  onRevision(revisionNumber: number, insuranceAdded: boolean): void;
  onStale(): Promise<void>;
};

/** Spec 2 "travel insurance widget": quote, add and remove a policy; it starts not added (spec 4). */
export function TravelInsuranceWidget({ request, cartId, locale, initialInsurance, getRevision, onRevision, onStale }: TravelInsuranceWidgetProps) {
  const [quote, setQuote] = useState<Quote | null>(null);
  const [added, setAdded] = useState(initialInsurance);
  const [isBusy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      if (graphQlErrorCode(error) === 'STALE_REVISION') await onStale();
      else setProblem('We could not change your travel insurance. Try again.');
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
      <h2 id="insurance-heading">Travel insurance</h2>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {added ? (
        <>
          <p role="status">
            Travel insurance from {added.provider} is added: {formatMoney(added.premium, locale)}.
          </p>
          <Button variant="secondary" isBusy={isBusy} onClick={() => void change(null)}>
            Remove travel insurance
          </Button>
        </>
      ) : quote ? (
        <>
          <p>{quote.summary}</p>
          <dl className={factsClass}>
            <dt>Insurer</dt>
            <dd>{quote.provider}</dd>
            <dt>Trip cost covered</dt>
            <dd>{formatMoney(quote.coveredTripCost, locale)}</dd>
            <dt>Premium</dt>
            <dd>{formatMoney(quote.premium, locale)}</dd>
          </dl>
          <Button variant="secondary" isBusy={isBusy} onClick={() => void change(quote.id)}>
            Add travel insurance
          </Button>
        </>
      ) : (
        <>
          <p>Protect your trip against cancellation, delays and medical costs.</p>
          <Button variant="secondary" isBusy={isBusy} onClick={() => void getQuote()}>
            Get a quote
          </Button>
        </>
      )}
    </section>
  );
}
