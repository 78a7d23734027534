import { TRAVEL_INSURANCE_PROVIDER, TRAVEL_INSURANCE_QUOTE_MINUTES, travelInsurancePremium } from '../../../shared/booking/travel-insurance';
import { moneyOf } from '../../../shared/domain/money';
import type { TravelInsuranceQuote } from '../../graphql/generated/resolvers-types';
import { newCartId } from '../cart-store';
import type { QuoteRecord } from './insurance-store';
import { moneyText } from '../money-text';

/**
 * A quote for insuring `coveredTripCost` (minor units of `currency`) of cart `cartId`'s trip, priced now
 * and held 15 minutes: the cart's own quote while booking, or its order's on the confirmation page.
 */
export function newQuote(cartId: string, coveredTripCost: number, currency: string, now: Date): QuoteRecord {
  return {
    id: newCartId(),
    cartId,
    premium: travelInsurancePremium(coveredTripCost, currency),
    coveredTripCost,
    currency,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TRAVEL_INSURANCE_QUOTE_MINUTES * 60_000),
  };
}

const summaryOf = (quote: QuoteRecord) =>
  `Covers trip cancellation and interruption up to the ${moneyText(quote.coveredTripCost, quote.currency, 'en-US')} you pay for this stay, and 24-hour travel assistance.`;

/** A quote as travel insurance quote (spec 7) answers it. */
export function quoteShape(quote: QuoteRecord): TravelInsuranceQuote {
  return {
    id: quote.id,
    premium: moneyOf(quote.premium, quote.currency),
    coveredTripCost: moneyOf(quote.coveredTripCost, quote.currency),
    expiresAt: quote.expiresAt.toISOString(),
    provider: TRAVEL_INSURANCE_PROVIDER,
    summary: summaryOf(quote),
  };
}
