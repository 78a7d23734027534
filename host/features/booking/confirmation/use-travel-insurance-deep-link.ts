import { useLayoutEffect, useState } from 'react';
import { pageEventNames, travelInsuranceDeepLinkOf } from '../../../services/page-events';
import { offerTarget, type OfferTarget } from './offer-target';

/** The deep link's arrival: whether it came, and where its terms are read (null when its href is no safe link). */
export type TravelInsuranceDeepLink = { target: OfferTarget | null };

/**
 * The travel-insurance deep-link page event (spec 4), once it arrives: null until then. Listened to from
 * layout effects, so the listener is in place before any child's effect can raise the event.
 */
export function useTravelInsuranceDeepLink(): TravelInsuranceDeepLink | null {
  const [deepLink, setDeepLink] = useState<TravelInsuranceDeepLink | null>(null);
  useLayoutEffect(() => {
    const listener = (event: Event) => {
      const detail = travelInsuranceDeepLinkOf(event);
      if (detail) setDeepLink({ target: offerTarget(detail.href) });
    };
    window.addEventListener(pageEventNames.travelInsuranceDeepLink, listener);
    return () => window.removeEventListener(pageEventNames.travelInsuranceDeepLink, listener);
  }, []);
  return deepLink;
}
