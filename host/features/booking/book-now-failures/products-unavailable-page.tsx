import { ReservationErrorKey } from '../../../../shared/domain/reservation-errors';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { BookNowFailure } from './book-now-failure';

/** `/reservation/productsUnavailable.mi`: the room or rate is no longer sold for the stay (PRODUCTS_UNAVAILABLE). */
export function ProductsUnavailablePage() {
  const { t } = useMessages();
  return <BookNowFailure code={ReservationErrorKey.ProductsUnavailable} heading={t('bookNowFailure.productsUnavailable.heading')} />;
}
