import { useEffect, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { graphQlErrorCode, graphQlErrorExtension } from '../../../../shared/graphql/graphql-error-code';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { reportReservationError } from '../../../services/report-reservation-error';
import { bookingErrorDestination } from './booking-error-destination';
import { CartLoadError } from './cart-load-error';
import { searchCriteriaOfCart } from './cart-search-criteria';
import { useCart, type Cart } from './use-cart';

/** Leaves the page for `href` (when there is one), in place of it in the history: there is no coming back to a dead cart. */
export function useLeaveFor(href: string | null) {
  const navigate = useNavigate();
  useEffect(() => {
    if (href) navigate(href, { replace: true });
  }, [href, navigate]);
}

/**
 * Logs each failed read of the cart the spec 8 way; a cart or session that ran out is expected, so it
 * is a warning, and anything else an error.
 */
function useReportReadFailure(cartId: string | null, error: unknown, component: string) {
  useEffect(() => {
    if (!error || !cartId) return;
    const code = graphQlErrorCode(error);
    const level = bookingErrorDestination(code, null, graphQlErrorExtension(error, 'confirmationNumber')) ? 'warn' : 'error';
    reportReservationError({ code, component, detail: `read cart ${cartId}`, level });
  }, [cartId, error, component]);
}

export type CartGateProps = {
  /** The component name the log gives a failed read (spec 8). */
  component: string;
  loadingLabel: string;
  /** `refreshCart` reads the cart again and answers what the page now holds (the earlier copy when the read failed). */
  children(cart: Cart, refreshCart: () => Promise<Cart | undefined>): ReactNode;
};

/**
 * A booking page's cart, named by `?cartId=`: with no cart, or a cart or session the server refuses,
 * the browser goes where spec 4 says (a cart booked already, to its confirmation); any other failed
 * read shows an error with a retry.
 */
export function CartGate({ component, loadingLabel, children }: CartGateProps) {
  const [query] = useSearchParams();
  const cartId = query.get('cartId')?.trim() || null;
  const cart = useCart(cartId);
  const stay = cart.data ? searchCriteriaOfCart(cart.data) : null;
  const code = cart.error ? graphQlErrorCode(cart.error) : null;
  const destination = cartId === null ? bookingPaths.rateList.path : code ? bookingErrorDestination(code, stay, graphQlErrorExtension(cart.error, 'confirmationNumber')) : null;
  useLeaveFor(destination);
  useReportReadFailure(cartId, cart.error, component);

  if (destination) return null;
  if (cart.data) return <>{children(cart.data, () => cart.mutate())}</>;
  if (code) return <CartLoadError code={code} isRetrying={cart.isValidating} onRetry={() => void cart.mutate()} />;
  return <Skeleton label={loadingLabel} lines={10} />;
}
