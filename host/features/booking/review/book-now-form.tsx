import { css } from '@linaria/core';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { reservationErrorRef } from '../../../../shared/domain/reservation-errors';
import { graphQlErrorCode, graphQlErrorExtension } from '../../../../shared/graphql/graphql-error-code';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { Alert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { bookingErrorDestination } from '../pre-booking/booking-error-destination';
import { useLeaveFor } from '../pre-booking/cart-gate';
import { searchCriteriaOfCart } from '../pre-booking/cart-search-criteria';
import { panelClass } from '../pre-booking/pre-booking-styles';
import type { Cart } from '../pre-booking/use-cart';
import { breakpoints } from '../../../../shared/ui/theme';
import { AcknowledgementsFieldset, type Acknowledgement } from './acknowledgements-fieldset';
import { BookNowTotal } from './book-now-total';
import { useBookingAcknowledgements } from './use-booking-acknowledgements';
import { useBookNow, type BookNowNotice } from './use-book-now';

// The page's one primary action: the whole width of a phone, and a size of its own on a desktop.
const bookNowButtonClass = css`
  width: 100%;
  min-height: 52px;
  font-size: 1.125rem;
  @media (min-width: ${breakpoints.tablet}px) {
    width: auto;
    min-width: 16rem;
  }
`;

export type BookNowFormProps = {
  cart: Cart;
  refreshCart(): Promise<unknown>;
};

/**
 * The end of the review: what the guest must accept, and Book now. The list is read for the cart; a
 * cart or session the server refuses while reading it leaves as the booking pages do.
 */
export function BookNowForm({ cart, refreshCart }: BookNowFormProps) {
  const { t, say } = useMessages();
  const acknowledgements = useBookingAcknowledgements(cart.id, cart.revisionNumber);
  const { error } = acknowledgements;
  const code = error ? graphQlErrorCode(error) : null;
  const destination = code ? bookingErrorDestination(code, searchCriteriaOfCart(cart), graphQlErrorExtension(error, 'confirmationNumber')) : null;
  useLeaveFor(destination);

  if (destination) return null;
  if (code) {
    return (
      <section className={panelClass} aria-label={t('reviewDetails.acknowledgements.legend')}>
        <Alert tone="error" heading={t('reviewDetails.acknowledgements.loadFailed')}>
          <p>{say(reservationErrorRef(code))}</p>
        </Alert>
        <Button isBusy={acknowledgements.isValidating} onClick={() => void acknowledgements.mutate()}>
          {t('checkout.tryAgain')}
        </Button>
      </section>
    );
  }
  if (!acknowledgements.data) return <Skeleton label={t('reviewDetails.acknowledgements.loading')} lines={4} />;
  return <AcknowledgeAndBook cart={cart} items={acknowledgements.data} refreshCart={refreshCart} rereadAcknowledgements={() => void acknowledgements.mutate()} />;
}

type AcknowledgeAndBookProps = BookNowFormProps & { items: readonly Acknowledgement[]; rereadAcknowledgements(): void };

function AcknowledgeAndBook({ cart, items, refreshCart, rereadAcknowledgements }: AcknowledgeAndBookProps) {
  const { t } = useMessages();
  // A tick holds for the words it was given to: an item whose text changed (new amounts) is unticked.
  const [accepted, setAccepted] = useState<ReadonlyMap<string, string>>(() => new Map());
  const ticked = new Set(items.filter((item) => accepted.get(item.code) === item.text).map((item) => item.code));
  const [showsMissing, setShowsMissing] = useState(false);
  const boxes = useRef(new Map<string, HTMLInputElement>());
  const onReread = useCallback(
    (what: 'cart' | 'acknowledgements') => (what === 'cart' ? void refreshCart() : rereadAcknowledgements()),
    [refreshCart, rereadAcknowledgements],
  );
  const { bookNow, isBooking, notice } = useBookNow(cart, { onReread });

  const toggle = (code: string, isTicked: boolean) =>
    setAccepted((current) => {
      const next = new Map(current);
      const text = items.find((item) => item.code === code)?.text;
      if (isTicked && text !== undefined) next.set(code, text);
      else next.delete(code);
      return next;
    });
  const boxRef = (code: string) => (element: HTMLInputElement | null) => {
    if (element) boxes.current.set(code, element);
    else boxes.current.delete(code);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = items.find((item) => !ticked.has(item.code));
    if (missing) {
      setShowsMissing(true);
      boxes.current.get(missing.code)?.focus();
      return;
    }
    void bookNow(items.map((item) => item.code));
  };

  return (
    <form className={panelClass} noValidate onSubmit={submit}>
      <AcknowledgementsFieldset items={items} ticked={ticked} showsMissing={showsMissing} onToggle={toggle} boxRef={boxRef} />
      <BookNowTotal price={cart.price} />
      {notice ? <BookNowNoticeAlert notice={notice} /> : null}
      <Button type="submit" isBusy={isBooking} className={bookNowButtonClass}>
        {t('reviewDetails.bookNow.button')}
      </Button>
    </form>
  );
}

/** Why Book now did not book, focused as it appears so the guest hears it first. */
function BookNowNoticeAlert({ notice }: { notice: BookNowNotice }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [notice]);
  return (
    <div ref={ref} tabIndex={-1}>
      <Alert tone="error">
        <p>{notice.message}</p>
      </Alert>
    </div>
  );
}
