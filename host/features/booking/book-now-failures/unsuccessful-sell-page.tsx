import { ReservationErrorKey } from '../../../../shared/domain/reservation-errors';
import { BookNowFailure } from './book-now-failure';

/** `/reservation/unsuccessfulSell.mi`: the last rooms went to another guest while this one booked (ROOMS_SOLD_OUT). */
export function UnsuccessfulSellPage() {
  return <BookNowFailure code={ReservationErrorKey.RoomsSoldOut} heading="These rooms have just sold out" />;
}
