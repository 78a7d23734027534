import { describe, expect, it } from 'vitest';
import { FEATURE_MESSAGE_AREAS, HOST_MESSAGE_AREAS } from '../../host/services/host-messages';
import { MESSAGE_AREAS as guestInfoAreas } from '../../overlays/guest-info/guest-info-messages';
import { MESSAGE_AREAS as paymentAreas } from '../../overlays/payment/payment-messages';
import { AREAS_WITH_REFUSALS as lookupAreasOnceRefused } from '../../overlays/reservation-lookup/experience/lookup-submission';
import { MESSAGE_AREAS as lookupAreas } from '../../overlays/reservation-lookup/reservation-lookup-messages';
import { AREAS_WITH_REFUSALS as signInAreasOnceRefused } from '../../overlays/sign-in/experience/sign-in-submission';
import { MESSAGE_AREAS as signInAreas } from '../../overlays/sign-in/sign-in-messages';

const names = (areas: readonly { name: string }[]) => areas.map((area) => area.name);

/**
 * Shared rules and the reservation catalogue answer message keys that each page says from its loaded
 * areas; `say` throws on a key of an area the page did not load, so each app must load what its
 * shared code speaks: the field rules (`validation`) in every form, the refusals where a reservation,
 * booking or sign-in call can be refused. The host's home page, whose search can only meet the field
 * rules, leaves the refusals to every other host page, which loads them with its code; the sign-in
 * and find-reservation overlays load them with a refusal, which their submission code words.
 */
describe('each app loads the catalogue areas its shared code speaks from', () => {
  it.each([
    ['host home page', HOST_MESSAGE_AREAS, ['common', 'validation', 'host', 'host-search']],
    ['every other host page', [...HOST_MESSAGE_AREAS, ...FEATURE_MESSAGE_AREAS], ['common', 'validation', 'refusals', 'host-pages']],
    ['sign-in as it opens', signInAreas, ['common', 'validation', 'sign-in']],
    ['sign-in once a sign-in is refused', signInAreasOnceRefused, ['common', 'validation', 'refusals', 'sign-in']],
    ['reservation-lookup as it opens', lookupAreas, ['common', 'validation', 'reservation-lookup']],
    ['reservation-lookup once a lookup is refused', lookupAreasOnceRefused, ['common', 'validation', 'refusals', 'reservation-lookup']],
    ['guest-info', guestInfoAreas, ['common', 'validation', 'refusals', 'guest-info']],
    ['payment', paymentAreas, ['common', 'validation', 'refusals', 'payment']],
  ])('%s', (_app, areas, needed) => {
    expect(names(areas)).toEqual(expect.arrayContaining(needed));
  });
});
