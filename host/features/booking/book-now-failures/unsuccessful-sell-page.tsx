import { ReservationErrorKey } from '../../../../shared/domain/reservation-errors';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { BookNowFailure } from './book-now-failure';

/** `/reservation/unsuccessfulSell.mi`: the last rooms went to another guest while this one booked (ROOMS_SOLD_OUT). */
export function UnsuccessfulSellPage() {
  const { t } = useMessages();
  return <BookNowFailure code={ReservationErrorKey.RoomsSoldOut} heading={t('bookNowFailure.unsuccessfulSell.heading')} />;
}
