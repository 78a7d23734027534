/**
 * Everything that happens after "Find reservation" is pressed. Loaded on its own, after the form has
 * rendered (see `loadLookupSubmission`), so the code a visitor needs to see the form stays small.
 */
import type { SupportedLocale } from '../../../shared/domain/locales';
import { hostPaths } from '../../../shared/domain/paths';
import { messageArea as refusalsMessages } from '../../../shared/i18n/generated/areas/refusals';
import { loadAreas } from '../../../shared/i18n/messages';
import { MESSAGE_AREAS } from '../reservation-lookup-messages';
import { reservationErrorRef, type ReservationRefusal } from '../../../shared/domain/reservation-errors';
import { pushDataLayer, type DataLayerContext, type DataLayerEvent } from '../../../shared/telemetry/data-layer';
import type { ReservationLookupInput } from '../../../shared/validation/reservation-lookup';
import { safeReturnPath } from '../../../shared/validation/safe-return-url';
import { submitLookup } from '../components/submit-reservation-lookup';

export type LookupDecision =
  /** The reservation's confirmation number, and a same-site path to it. */
  | { kind: 'found'; confirmationNumber: string; path: string }
  | { kind: 'refused'; errorCode: string; refusal: ReservationRefusal };

export async function attemptLookup(
  values: ReservationLookupInput,
  { locale, siteOrigins }: { locale: string; siteOrigins: readonly string[] },
): Promise<LookupDecision> {
  const outcome = await submitLookup(values, { locale });
  if (outcome.status === 'refused') return { kind: 'refused', errorCode: outcome.code, refusal: reservationErrorRef(outcome.code) };
  const { nextStateURI, confirmationNumber } = outcome.response;
  // The server names a same-site path; anything else is replaced by the reservation's own page.
  return { kind: 'found', confirmationNumber, path: safeReturnPath(nextStateURI, hostPaths.upcomingReservation.getHref(confirmationNumber), siteOrigins) };
}

/** The summary form's view of a match, fetched from here so the form's first load carries none of its chunk's list. */
export const loadFoundReservationSummary = () => import('../found/found-reservation-summary');

/** A form opened on its own has no host to forward its events: it pushes them to the data layer itself. */
export function pushLookupEvent(context: DataLayerContext, event: DataLayerEvent) {
  void pushDataLayer(context, event);
}

/** The overlay's areas with the reservation refusals, which a refused lookup is worded from. */
export const AREAS_WITH_REFUSALS = [...MESSAGE_AREAS, refusalsMessages];

/** Loads a refusal's words in `locale` (the one the page shows), before the refusal is worded. */
export function loadRefusalWords(locale: SupportedLocale): Promise<void> {
  return loadAreas(locale, [refusalsMessages]);
}
