import { useEffect, useId, useRef } from 'react';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { ReservationLoadError } from '../../../components/reservation-load-error';
import { HotelHeader } from '../../../hotel-header/hotel-header';
import { useHotelHeader } from '../../../hotel-header/use-hotel-header';
import { useConfirmationNumberParam } from '../../../services/confirmation-number-param';
import { useReportedReadError } from '../../../services/use-reported-read-error';
import { AccountActions } from './account-actions';
import { AddToCalendarButton } from './add-to-calendar-button';
import { ConfirmationBanner } from './confirmation-banner';
import { ConfirmationMessage } from './confirmation-message';
import { actionsBarClass, confirmationPageClass } from './confirmation-print-styles';
import { ConfirmationUnavailable } from './confirmation-unavailable';
import { NotificationStatus } from './notification-status';
import { OfferTiles } from './offer-tiles';
import { PaymentSummary } from './payment-summary';
import { PrintButton } from './print-button';
import { ReservationSummary } from './reservation-summary';
import { ShareSection } from './share-section';
import { StayDetails } from './stay-details';
import { StayDetailsBoundary } from './stay-details-boundary';
import { SummaryOfCharges } from './summary-of-charges';
import { TravelInsuranceSlot } from './travel-insurance-slot';
import { useConfirmationOffers } from './use-confirmation-offers';
import { useOrderConfirmation, type ConfirmationOrder } from './use-order-confirmation';
import { usePrintReadiness } from './use-print-readiness';
import { WhatHappensNext } from './what-happens-next';

/**
 * `/reservation/confirmation.mi?confirmationNumber=…` (spec 2 "Confirmation"), where Book now leads: the
 * booked order under the post-booking hotel header, with its numbers, summary, what happens next, stay
 * details, charges, payment, the hotel's message, what was sent about it, and the ways to share, keep,
 * print, insure and save it.
 */
export function ConfirmationPage() {
  const { t } = useMessages();
  const confirmationNumber = useConfirmationNumberParam();
  const order = useOrderConfirmation(confirmationNumber);
  useReportedReadError(order.error, 'Confirmation', confirmationNumber);
  if (!confirmationNumber || order.data === null) return <ConfirmationUnavailable />;
  if (order.data) return <Confirmation order={order.data} confirmationNumber={confirmationNumber} />;
  if (order.error) return <ReservationLoadError heading={t('confirmation.loadError.heading')} />;
  return <Skeleton label={t('confirmation.loading')} lines={8} />;
}

function Confirmation({ order, confirmationNumber }: { order: ConfirmationOrder; confirmationNumber: string }) {
  const headingId = useId();
  const propertyId = order.property.id;
  const { data: hotel } = useHotelHeader(propertyId);
  const { data: offers } = useConfirmationOffers(propertyId);
  const readiness = usePrintReadiness(propertyId, confirmationNumber);
  useFocusOnArrival(headingId);
  const isRedemption = order.summaryOfCharges.points > 0;
  const insuranceOffer = offers?.find((offer) => offer.kind === 'TRAVEL_INSURANCE') ?? null;

  return (
    <div className={confirmationPageClass} data-print-page="confirmation">
      <HotelHeader pageKind="postBooking" propertyId={propertyId} />
      <ConfirmationBanner order={order} headingId={headingId}>
        <div data-print-hide>
          <AccountActions isGuestBooking={order.isGuestBooking} confirmationNumber={confirmationNumber} />
        </div>
      </ConfirmationBanner>
      <div className={actionsBarClass} data-print-hide>
        <AddToCalendarButton order={order} hotel={hotel} />
        <PrintButton readiness={readiness} />
      </div>
      <ConfirmationMessage confirmationNumber={confirmationNumber} />
      <ReservationSummary order={order} />
      <WhatHappensNext />
      <StayDetailsBoundary isRedemption={isRedemption}>
        <StayDetails order={order} />
      </StayDetailsBoundary>
      <SummaryOfCharges charges={order.summaryOfCharges} />
      {order.payment ? <PaymentSummary payment={order.payment} /> : null}
      <div data-print-hide={order.travelInsurance ? undefined : true}>
        <TravelInsuranceSlot confirmationNumber={confirmationNumber} timeZone={order.property.timeZone} policy={order.travelInsurance ?? null} offer={insuranceOffer} />
      </div>
      <NotificationStatus confirmationNumber={confirmationNumber} timeZone={order.property.timeZone} />
      {order.contact ? (
        <div data-print-hide>
          <ShareSection confirmationNumber={confirmationNumber} countryCode={order.contact.countryCode ?? null} />
        </div>
      ) : null}
      {offers ? (
        <div data-print-hide>
          <OfferTiles offers={offers} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * Book now replaces the review page with this one, and the button that had the focus is gone: the focus
 * goes to the heading, so a screen reader starts at the news. Focus the guest put elsewhere is left alone.
 */
function useFocusOnArrival(headingId: string) {
  const hasFocused = useRef(false);
  useEffect(() => {
    if (hasFocused.current) return;
    hasFocused.current = true;
    if (document.activeElement === null || document.activeElement === document.body) document.getElementById(headingId)?.focus();
  }, [headingId]);
}
