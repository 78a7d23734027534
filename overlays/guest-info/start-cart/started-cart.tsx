import type { ReactNode } from 'react';
import type { RemoteProxy } from 'penpal';
import type { GuestInfoHostApi } from '../../../bridge';
import { reservationErrorRef } from '../../../shared/domain/reservation-errors';
import { firstGraphQlError } from '../../../shared/graphql/graphql-error-code';
import type { GraphQlRequest } from '../../../shared/graphql/client';
import { useMessages } from '../../../shared/i18n/messages-context';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { Skeleton } from '../../../shared/ui/skeleton';
import type { RateToHold } from './rate-to-hold';
import { useStartedCart } from './use-started-cart';

export type StartedCartProps = {
  rate: RateToHold;
  /** The overlay's client, whose failures reach the host as `graphQlError`. */
  request: GraphQlRequest;
  host: RemoteProxy<GuestInfoHostApi> | null;
  /** The form, for the cart once it holds the room. */
  children(cartId: string): ReactNode;
};

/**
 * Holds the page's rate in a cart of this frame, then shows the form for it. The page hears of the new
 * cart as `cartChanged` (its id, for the payment step); a refusal (the rate gone, the dates not sold)
 * reaches it as `graphQlError` and is said here, in the catalogue's words, with Try again.
 */
export function StartedCart({ rate, request, host, children }: StartedCartProps) {
  const messages = useMessages();
  const { t, say } = messages;
  const { start, retry } = useStartedCart(rate, request, (cart) => void host?.cartChanged({ cartId: cart.id, revisionNumber: cart.revisionNumber }));
  if (start.status === 'started') return <>{children(start.cartId)}</>;
  if (start.status === 'starting') return <Skeleton label={t('guestInfo.startCart.holding')} lines={8} />;
  // A stay the search's rules refuse (a past day, too many nights) is said in the rule's own words; anything else in the catalogue's.
  const refusalWords = (error: unknown) => {
    const { code, message } = firstGraphQlError(error, messages);
    return code === 'BAD_USER_INPUT' && message ? message : say(reservationErrorRef(code));
  };
  return (
    <Alert tone="error" heading={t('guestInfo.startCart.refused.heading')}>
      <p>{refusalWords(start.error)}</p>
      <Button variant="secondary" onClick={() => void retry()}>
        {t('guestInfo.app.tryAgain')}
      </Button>
    </Alert>
  );
}
