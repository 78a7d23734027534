import { cx } from '@linaria/core';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { hostPaths } from '../../../../shared/domain/paths';
import { reservationErrorRef } from '../../../../shared/domain/reservation-errors';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { brandBannerClass } from '../../../../shared/ui/brand-banner';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { ReservationLoadError } from '../../../components/reservation-load-error';
import { HotelHeader } from '../../../hotel-header/hotel-header';
import { useReportedReadError } from '../../../services/use-reported-read-error';
import { useShowUpdatedOrder } from '../use-show-updated-order';
import { cancellationPolicyText } from '../../../../shared/format/cancellation-terms-text';
import { cardClass } from '../reservation-styles';
import { upcomingReservationKey, useReservationOrder, type ReservationOrder, type ReservationRoom } from '../use-reservation-order';
import { ConfirmChangesDialog, type ProposedChange } from './confirm-changes-dialog';
import { proposedModify } from './proposed-modify';
import { readModifyAddress, type ModifyStay } from './modify-address';
import { ModifyOffersList } from './modify-offers-list';
import { ModifyStayForm } from './modify-stay-form';
import { RoomTermsList } from './room-terms';
import { modifyPageData, modifySearchOf, useModifyRoomProducts, type ModifySearch } from './use-modify-room-products';
import { bannerClass } from './modify-styles';

/** The order and the rates the address names are the page's content. */
export const pageData = modifyPageData;

/**
 * `/reservation/modifyRateListMenu.mi?confirmationNumber=…` (spec 02 section 2, the modify rate list
 * menu): the room's current reservation details, its new stay, and the rates it could change to, priced
 * against it; choosing one opens the confirm-changes modal. Without dates in the address it starts from
 * the room's own stay, so a room type or rate can be changed alone.
 */
export function ModifyRateListPage() {
  const { t } = useMessages();
  const location = useLocation();
  const address = useMemo(() => readModifyAddress(new URLSearchParams(location.search)), [location.search]);
  const order = useReservationOrder(address?.confirmationNumber ?? null);
  const navigate = useNavigate();
  const isUnavailable = address === null || order.data === null;

  useEffect(() => {
    if (isUnavailable) navigate(hostPaths.lookupReservation.getHref(), { replace: true });
  }, [isUnavailable, navigate]);
  useReportedReadError(order.error, 'ModifyRateList', address?.confirmationNumber ?? null);

  const search = modifySearchOf(address, order.data ?? undefined);
  if (order.error) return <ReservationLoadError heading={t('reservations.modify.heading')} />;
  if (!order.data || !search) return <Skeleton label={t('reservations.loading.reservation')} lines={8} />;
  const room = order.data.items.find((item) => item.basicInformation.confirmationNumber === search.confirmationNumber)!;
  return <ModifyRateList order={order.data} room={room} search={search} />;
}

function ModifyRateList({ order, room, search }: { order: ReservationOrder; room: ReservationRoom; search: ModifySearch }) {
  const { t, say } = useMessages();
  const locale = useLocale();
  const headingId = useId();
  const currentHeadingId = useId();
  const ratesHeadingId = useId();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const products = useModifyRoomProducts(search);
  const [change, setChange] = useState<ProposedChange | null>(null);
  useReportedReadError(products.error, 'ModifyRateList', search.confirmationNumber);
  // The answer's order is newer than the page's whenever it was read later: the banner and details follow it.
  const shownOrder = products.data?.order ?? order;
  const current = products.data?.current ?? room;
  const status = products.data?.status[0];

  const searchFor = (stay: ModifyStay) => navigate(hostPaths.modifyRateList.getHref(search.confirmationNumber, stay));

  const readAgain = useCallback(() => {
    void mutate(upcomingReservationKey(search.confirmationNumber));
    void products.mutate();
  }, [mutate, products, search.confirmationNumber]);

  const showUpdated = useShowUpdatedOrder(search.confirmationNumber);

  return (
    <>
      <HotelHeader pageKind="postBooking" propertyId={shownOrder.property.id} />
      <section className={cx(brandBannerClass, bannerClass)} aria-labelledby={headingId}>
        <h1 id={headingId}>{t('reservations.modify.heading')}</h1>
        <p>
          {t('reservations.room.atHotel', { ordinal: current.product.ordinal, hotelName: shownOrder.property.basicInformation.name })} ·{' '}
          {t('reservations.room.confirmationNumberLine', { confirmationNumber: search.confirmationNumber })}
        </p>
      </section>
      <section className={cardClass} aria-labelledby={currentHeadingId}>
        <h2 id={currentHeadingId}>{t('reservations.currentDetails.heading')}</h2>
        <RoomTermsList
          terms={{
            roomName: current.product.name,
            ...current.basicInformation,
            total: current.charges.total,
            cancellationText: cancellationPolicyText(current.cancellationPolicy, { locale, timeZone: shownOrder.property.timeZone }, t),
          }}
        />
      </section>
      <ModifyStayForm key={JSON.stringify(search.stay)} stay={search.stay} onSearch={searchFor} />
      <section aria-labelledby={ratesHeadingId} aria-busy={products.isLoading}>
        <h2 id={ratesHeadingId}>{t('reservations.modify.ratesHeading')}</h2>
        {products.error ? <ErrorAlert>{say(reservationErrorRef(null))}</ErrorAlert> : null}
        {status && status.code !== 'SUCCESS' ? <ErrorAlert>{say(reservationErrorRef(status.code))}</ErrorAlert> : null}
        {!products.data && !products.error ? <Skeleton label={t('reservations.modify.ratesLoading')} lines={6} /> : null}
        {products.data && current.isModifiable ? (
          <ModifyOffersList
            rooms={products.data.rooms}
            current={{ roomTypeCode: current.product.inventoryTypeCode, ratePlan: current.basicInformation.ratePlan, isSameStay: isSameStay(current, search.stay) }}
            onSelect={(offer, rate) => setChange(proposedModify(shownOrder, current, { room: offer, rate, stay: search.stay }, locale, t))}
          />
        ) : null}
      </section>
      <ConfirmChangesDialog order={shownOrder} current={current} change={change} onClose={() => setChange(null)} onChanged={(updated) => showUpdated(updated, 'changed')} onReadAgain={readAgain} />
    </>
  );
}

function isSameStay({ basicInformation: info }: ReservationRoom, stay: ModifyStay): boolean {
  return (
    info.checkInDate === stay.checkInDate && info.checkOutDate === stay.checkOutDate && info.adults === stay.numAdultsPerRoom && info.children === stay.numChildrenPerRoom
  );
}
