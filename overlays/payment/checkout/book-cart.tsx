import { css } from '@linaria/core';
import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import type { GraphQlRequest } from '../../../shared/graphql/client';
import { BookingAcknowledgementsQuery } from '../../../shared/graphql/operations/checkout/order';
import { useMessages } from '../../../shared/i18n/messages-context';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { CheckboxField } from '../../../shared/ui/checkbox-field';
import { Skeleton } from '../../../shared/ui/skeleton';
import { LeftToRightText } from '../../../shared/ui/left-to-right-text';
import { actionsClass, sectionClass } from '../components/form-styles';
import { useBookCart } from './use-book-cart';

const legendClass = css`
  font-size: 1.125rem;
  font-weight: 600;
`;

export type BookCartProps = {
  cartId: string;
  /** The cart's revision the card was added at: what the guest is booking. */
  revisionNumber: number;
  request: GraphQlRequest;
  /** Reads the cart's revision again (after a change made elsewhere); resolves with it. */
  refreshRevision(): Promise<number>;
  onBooked(confirmationNumber: string): void;
};

type Notice = { message: string; attempt: number };

/**
 * The checkout form's last step (spec 2, pre-booking acknowledgements, and spec 7 create order), for a
 * page that sells the room itself and has no review page of the chain's: every acknowledgement ticked,
 * then Book now, and the confirmation number said here and told to the page.
 */
export function BookCart({ cartId, revisionNumber, request, refreshRevision, onBooked }: BookCartProps) {
  const messages = useMessages();
  const { t } = messages;
  const [revision, setRevision] = useState(revisionNumber);
  useEffect(() => setRevision(revisionNumber), [revisionNumber]);
  const acknowledgements = useSWR(['BookingAcknowledgements', cartId, revision], ([, id]) => request(BookingAcknowledgementsQuery, { cartId: id }), { keepPreviousData: true });
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [showsMissing, setShowsMissing] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { book, isBooking } = useBookCart(cartId, request, messages);
  const boxes = useRef(new Map<string, HTMLInputElement>());
  const noticeRef = useRef<HTMLDivElement>(null);
  const attempts = useRef(0);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  // Shown in place of the card's fields, whose button had the focus: the first box takes it once the list is in.
  const firstCode = acknowledgements.data?.bookingAcknowledgements[0]?.code;
  const hasTakenFocus = useRef(false);
  useEffect(() => {
    if (!firstCode || hasTakenFocus.current) return;
    hasTakenFocus.current = true;
    boxes.current.get(firstCode)?.focus();
  }, [firstCode]);

  if (acknowledgements.error && !acknowledgements.data) {
    return (
      <Alert tone="error" heading={t('payment.checkout.loadFailed')}>
        <Button variant="secondary" isBusy={acknowledgements.isValidating} onClick={() => void acknowledgements.mutate()}>
          {t('payment.loadError.retry')}
        </Button>
      </Alert>
    );
  }
  const items = acknowledgements.data?.bookingAcknowledgements;
  if (!items) return <Skeleton label={t('payment.checkout.loading')} lines={4} />;

  const submit = async () => {
    setNotice(null);
    const missing = items.find((item) => !ticked.has(item.code));
    if (missing) {
      setShowsMissing(true);
      boxes.current.get(missing.code)?.focus();
      return;
    }
    const outcome = await book(revision, items.map((item) => item.code));
    if (!outcome) return;
    if (outcome.kind === 'booked') {
      onBooked(outcome.confirmationNumber);
      return;
    }
    attempts.current += 1;
    setNotice({ message: outcome.message, attempt: attempts.current });
    if (outcome.reread === 'revision') setRevision(await refreshRevision());
    if (outcome.reread === 'acknowledgements') await acknowledgements.mutate();
  };

  return (
    <form
      noValidate
      aria-label={t('payment.checkout.heading')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className={sectionClass}>
        <legend className={legendClass}>{t('payment.checkout.heading')}</legend>
        {notice ? (
          <div ref={noticeRef} tabIndex={-1} key={notice.attempt}>
            <Alert tone="error">{notice.message}</Alert>
          </div>
        ) : null}
        {items.map((item) => (
          <CheckboxField
            key={item.code}
            inputRef={(element) => {
              if (element) boxes.current.set(item.code, element);
              else boxes.current.delete(item.code);
            }}
            label={t('payment.checkout.accept')}
            description={item.text}
            required
            checked={ticked.has(item.code)}
            onChange={(event) => {
              const isTicked = event.currentTarget.checked;
              setTicked((current) => {
                const next = new Set(current);
                if (isTicked) next.add(item.code);
                else next.delete(item.code);
                return next;
              });
            }}
            error={showsMissing && !ticked.has(item.code) ? t('payment.checkout.missing') : undefined}
          />
        ))}
      </fieldset>
      <div className={actionsClass}>
        <Button type="submit" isBusy={isBooking} onMouseDown={(event) => event.preventDefault()}>
          {t('payment.checkout.bookNow')}
        </Button>
      </div>
    </form>
  );
}

/** What the checkout form shows once the cart is booked: the confirmation number, which takes the focus as it appears. */
export function BookingConfirmedNotice({ confirmationNumber }: { confirmationNumber: string }) {
  const { t } = useMessages();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1}>
      <Alert tone="success" heading={t('payment.checkout.booked.heading')}>
        <p>
          <LeftToRightText text={confirmationNumber} words={(number) => t('payment.checkout.booked.number', { confirmationNumber: number })} />
        </p>
        <p>{t('payment.checkout.booked.email')}</p>
      </Alert>
    </div>
  );
}
