import {
  AaaAddDocument,
  AaaGetDocument,
  AaaUpdateDocument,
  AaaValidateNumberDocument,
  TravelInsuranceQuoteDocument,
  UpdateInsuranceCartDocument,
  type UpdateInsuranceCartInput,
} from '../../shared/graphql/generated/graphql';
import { bookingCalls, type CookieJar } from './booking-calls';
import type { TestApi } from './test-api';

/** The AAA and travel-insurance calls of the guest-info page, sent as the page sends them (persisted, over HTTP). */
export function travelAgentCalls(api: TestApi) {
  const { send } = bookingCalls(api);
  return {
    aaaMembership: (jar?: CookieJar) => send(AaaGetDocument, {}, jar),
    addAaaNumber: (number: string, jar?: CookieJar) => send(AaaAddDocument, { input: { number } }, jar),
    updateAaaNumber: (number: string, jar?: CookieJar) => send(AaaUpdateDocument, { input: { number } }, jar),
    validateAaaNumber: (number: string, jar?: CookieJar) => send(AaaValidateNumberDocument, { input: { number } }, jar),
    insuranceQuote: (cartId: string, jar?: CookieJar) => send(TravelInsuranceQuoteDocument, { cartId }, jar),
    updateInsuranceCart: (input: UpdateInsuranceCartInput, jar?: CookieJar) => send(UpdateInsuranceCartDocument, { input }, jar),
  };
}
