import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { graphQlErrorCode, graphQlErrorExtension } from '../../../../shared/graphql/graphql-error-code';
import { ExtendAndUpdateCartExpirationMutation } from '../../../../shared/graphql/operations/booking/cart';
import { requestGraphQl } from '../../../services/graphql';
import { reportReservationError } from '../../../services/report-reservation-error';
import { bookingErrorDestination } from './booking-error-destination';
import { searchCriteriaOfCart } from './cart-search-criteria';
import { extendCartHold, type ExtendedHold } from './extend-cart-hold';
import { cartKey, getCart, type Cart } from './use-cart';

type KeepStatus = 'idle' | 'extending' | 'failed';

const withHold = (hold: ExtendedHold) => (current: Cart | undefined) =>
  current ? { ...current, revisionNumber: hold.revisionNumber, expiresAt: hold.expiresAt } : current;

/**
 * "Keep my rooms": renews the cart's hold and puts the new revision and end into the page's copy of
 * the cart, which restarts the countdown. A cart or session that is no longer valid sends the browser
 * where spec 4 says; any other failure is kept for the modal to show, with the button to try again.
 */
export function useKeepRooms(cart: Cart) {
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const [status, setStatus] = useState<KeepStatus>('idle');

  const keepRooms = useCallback(async () => {
    const key = cartKey(cart.id);
    setStatus('extending');
    try {
      const hold = await extendCartHold(cart, {
        extend: async (input) => (await requestGraphQl(ExtendAndUpdateCartExpirationMutation, { input })).extendAndUpdateCartExpiration,
        reread: async () => {
          const current = await getCart(cart.id);
          await mutate(key, current, { revalidate: false });
          return current;
        },
      });
      await mutate(key, withHold(hold), { revalidate: false });
      setStatus('idle');
    } catch (error) {
      const code = graphQlErrorCode(error);
      const destination = bookingErrorDestination(code, searchCriteriaOfCart(cart), graphQlErrorExtension(error, 'confirmationNumber'));
      reportReservationError({ code, component: 'SessionTimeoutModal', detail: `extend cart ${cart.id}`, level: destination ? 'warn' : 'error' });
      if (destination) navigate(destination, { replace: true });
      else setStatus('failed');
    }
  }, [cart, mutate, navigate]);

  return { keepRooms, isExtending: status === 'extending', hasFailed: status === 'failed' };
}
