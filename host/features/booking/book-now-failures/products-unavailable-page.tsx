import { ReservationErrorKey } from '../../../../shared/domain/reservation-errors';
import { BookNowFailure } from './book-now-failure';

/** `/reservation/productsUnavailable.mi`: the room or rate is no longer sold for the stay (PRODUCTS_UNAVAILABLE). */
export function ProductsUnavailablePage() {
  return <BookNowFailure code={ReservationErrorKey.ProductsUnavailable} heading="This room or rate is no longer available" />;
}
