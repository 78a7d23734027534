import { useEffect, useRef, useState } from 'react';
import { Field } from 'react-final-form';
import type { FormApi } from 'final-form';
import type { RemoteProxy } from 'penpal';
import type { PaymentHostApi } from '../../../bridge';
import { reservationErrorRef, ReservationErrorKey } from '../../../shared/domain/reservation-errors';
import type { GraphQlRequest } from '../../../shared/graphql/client';
import { useMessages } from '../../../shared/i18n/messages-context';
import { useIsHydrated } from '../../../shared/ssr/use-is-hydrated';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { CheckboxField } from '../../../shared/ui/checkbox-field';
import { draftBrowserValues, formDraft, SaveDraft } from '../../../shared/ui/form-draft';
import { KeepTypedBeforeHydration } from '../../../shared/ui/keep-typed-before-hydration';
import { cardBrandLabel } from '../../../shared/validation/payment-card';
import type { ReportToHost } from '../api/payment-request';
import type { PaymentVariant } from '../experience/payment-variant';
import { payWithCard, type PaymentOutcome } from '../form/pay-with-card';
import { initialPaymentCard, NEW_CARD, withoutCardSecrets, type PaymentCardInput, type PaymentFormData } from '../form/payment-card-values';
import { validatePaymentCard } from '../form/validate-payment-card';
import { CardFields, type FieldRefusal } from './card-fields';
import { actionsClass } from './form-styles';
import { PaymentTerms } from './payment-terms';
import { SavedCards } from './saved-cards';
import { currentInstant } from '../../../shared/time/current-instant';
import { Form } from '../../../shared/ui/form';
import { BookCart, BookingConfirmedNotice } from '../checkout/book-cart';

export type PaymentFormProps = {
  data: PaymentFormData;
  /** The GraphQL client whose failures are logged and reported to the host. */
  request: GraphQlRequest;
  /** The same client without the reporting, for a first try that may be answered by trying again. */
  unreportedRequest: GraphQlRequest;
  cartId: string;
  locale: string;
  variant: PaymentVariant;
  host: RemoteProxy<PaymentHostApi> | null;
  /** Framed, and the host has not answered the handshake yet: a card may not be sent before it has. */
  isHostPending: boolean;
  report: ReportToHost;
  /** Reads PaymentInfo again; resolves with what it read. */
  reload(): Promise<PaymentFormData | undefined>;
};

type Notice = { tone: 'success' | 'error'; text: string };

/** The fields of a cart's payment form that may outlive it in the tab: no part of the card itself. */
const paymentDraft = (cartId: string) => formDraft<PaymentCardInput>(`payment.${cartId}`, ['cardholderName', 'saveCard'], 'tab');

/** The payment section of the booking page and the review's "Change card" (spec 2 "payment information"). */
export function PaymentForm({ data, request, unreportedRequest, cartId, locale, variant, host, isHostPending, report, reload }: PaymentFormProps) {
  const messages = useMessages();
  const { t, say } = messages;
  const formRef = useRef<HTMLFormElement>(null);
  const revisionRef = useRef(data.cart.revisionNumber);
  // Before hydration the button is off: a form the browser submitted itself would send the card's number to this page's address.
  const isHydrated = useIsHydrated();
  // What was typed before a reload of the page or frame: the cardholder's name and the save choice, never the card.
  const [draftOfCard] = useState(() => paymentDraft(cartId));
  const [draft] = useState(() => draftOfCard.read());
  // What the card form opens with: the draft at first; in the checkout form, after a card is used, what was
  // kept of it (the name, never the number), so "Use another card" does not ask for the name again.
  const [initialValues, setInitialValues] = useState<PaymentCardInput>(() => ({ ...initialPaymentCard(data), ...(isHydrated ? draft : null) }));
  const [notice, setNotice] = useState<Notice | null>(null);
  // Paid, the draft has done its job: it is dropped once the form no longer keeps it.
  const [isPaid, setPaid] = useState(false);
  useEffect(() => {
    if (isPaid) draftOfCard.clear();
  }, [isPaid, draftOfCard]);
  const [refusal, setRefusal] = useState<FieldRefusal | null>(null);
  // The checkout form books too: the revision the card was added at, then the booked room's number.
  const [paidRevision, setPaidRevision] = useState<number | null>(null);
  const [confirmationNumber, setConfirmationNumber] = useState<string | null>(null);
  const [isChangingCard, setChangingCard] = useState(false);
  // Paid in the checkout form, the card's fields give way to Book now, until the guest asks for another card.
  const isCardChosen = variant === 'checkout' && paidRevision !== null && !isChangingCard;
  const { paymentInfo } = data;
  const savedCards = paymentInfo.savedCards.map((saved) => saved.card);
  const now = currentInstant();

  useEffect(() => {
    revisionRef.current = data.cart.revisionNumber;
  }, [data.cart.revisionNumber]);

  // The card's fields come back for another card where the button that asked for them was: the focus goes to the first.
  useEffect(() => {
    if (isChangingCard) formRef.current?.querySelector<HTMLElement>('input:not([type="hidden"]), select')?.focus();
  }, [isChangingCard]);

  // A refusal's field is marked once drawn; the focus goes to it then.
  useEffect(() => {
    if (refusal) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusal]);

  const focusFirstInvalid = () => setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);

  const refreshRevision = async () => {
    const fresh = await reload();
    revisionRef.current = fresh?.cart.revisionNumber ?? revisionRef.current;
    return revisionRef.current;
  };

  const onOutcome = (outcome: PaymentOutcome, kept: PaymentCardInput) => {
    switch (outcome.kind) {
      case 'paid': {
        revisionRef.current = outcome.revisionNumber;
        setPaid(true);
        const { brand, lastFour } = outcome;
        if (variant === 'checkout') {
          setPaidRevision(outcome.revisionNumber);
          setChangingCard(false);
          setInitialValues(kept);
        } else void host?.paymentCompleted({ cartId, revisionNumber: outcome.revisionNumber, brand, lastFour });
        void host?.emit({ name: 'paymentCardAccepted', detail: { brand, isSavedCard: outcome.isSavedCard, isCardSaved: outcome.isCardSaved } });
        setNotice({ tone: 'success', text: t('payment.notice.paid', { brand: cardBrandLabel(brand), lastFour }) });
        if (outcome.isCardSaved) void reload();
        return;
      }
      case 'refused':
        void host?.emit({ name: 'paymentCardRefused', detail: { field: outcome.field, errorCode: outcome.code } });
        if (outcome.field) setRefusal({ field: outcome.field, message: outcome.message, value: kept[outcome.field] });
        else setNotice({ tone: 'error', text: outcome.message });
        return;
      case 'ended':
        setNotice({ tone: 'error', text: say(reservationErrorRef(outcome.code)) });
        return;
      case 'failed':
        // The catalogue's words for a stale revision speak of cancelling; paying needs its own.
        setNotice({ tone: 'error', text: outcome.code === ReservationErrorKey.StaleRevision ? t('payment.notice.stillChanging') : say(reservationErrorRef(outcome.code)) });
        return;
      case 'unreachable':
        setNotice({ tone: 'error', text: t('payment.notice.unreachable') });
        return;
    }
  };

  const submit = async (values: PaymentCardInput, form: FormApi<PaymentCardInput>) => {
    setNotice(null);
    setRefusal(null);
    const outcome = await payWithCard(values, {
      request,
      unreportedRequest,
      cartId,
      revisionNumber: revisionRef.current,
      locale,
      savedCards,
      refreshRevision,
      report,
      messages,
    });
    // Once sent, the number and security code leave the form's state (its last submitted values too);
    // only a call that got no answer keeps them, so the guest can send them again.
    const kept = outcome.kind === 'unreachable' ? values : withoutCardSecrets(values);
    if (kept !== values) form.restart(kept);
    onOutcome(outcome, kept);
  };

  const onBooked = (number: string) => {
    setConfirmationNumber(number);
    void host?.bookingConfirmed({ cartId, confirmationNumber: number });
  };

  if (confirmationNumber) return <BookingConfirmedNotice confirmationNumber={confirmationNumber} />;
  return (
    <>
      <PaymentTerms paymentInfo={paymentInfo} />
      {isCardChosen ? (
        <>
          {notice ? <PaymentNotice notice={notice} /> : null}
          <div className={actionsClass}>
            <Button
              variant="secondary"
              onClick={() => {
                setNotice(null);
                setChangingCard(true);
              }}
            >
              {t('payment.checkout.changeCard')}
            </Button>
          </div>
          <BookCart cartId={cartId} revisionNumber={paidRevision} request={request} refreshRevision={refreshRevision} onBooked={onBooked} />
        </>
      ) : (
        <Form<PaymentCardInput>
          onSubmit={submit}
          initialValues={initialValues}
          validate={(values) => validatePaymentCard(values, { acceptedBrands: paymentInfo.acceptedCardBrands, savedTokens: savedCards.map((card) => card.token), now: currentInstant(), checkOutDate: data.cart.stay.checkOutDate }, messages)}
          subscription={{ submitting: true, values: true }}
        >
          {({ handleSubmit, submitting, values, form }) => (
            <form
              ref={formRef}
              noValidate
              aria-label={t('payment.form.label')}
              onSubmit={(event) => {
                void handleSubmit(event);
                if (form.getState().hasValidationErrors) focusFirstInvalid();
              }}
            >
              {notice ? <PaymentNotice notice={notice} /> : null}
              {savedCards.length ? <SavedCards cards={savedCards} refusal={refusal?.field === 'cardChoice' ? refusal.message : undefined} /> : null}
              {values.cardChoice === NEW_CARD ? (
                <>
                  <CardFields refusal={refusal} now={now} />
                  {paymentInfo.canSaveCard ? (
                    <Field<boolean> name="saveCard" type="checkbox">
                      {({ input }) => <CheckboxField {...input} label={t('payment.form.saveCard')} />}
                    </Field>
                  ) : null}
                </>
              ) : null}
              <div className={actionsClass}>
                <Button type="submit" isBusy={submitting} disabled={!isHydrated || isHostPending} onMouseDown={(event) => event.preventDefault()}>
                  {t('payment.form.submit')}
                </Button>
                {variant === 'change' && host ? (
                  <Button variant="secondary" onClick={() => void host.close()}>
                    {t('payment.form.cancel')}
                  </Button>
                ) : null}
              </div>
              <KeepTypedBeforeHydration formRef={formRef} browserValues={draftBrowserValues(draft)} />
              {isPaid ? null : <SaveDraft draft={draftOfCard} />}
            </form>
          )}
        </Form>
      )}
    </>
  );
}

/**
 * What became of "Use this card". A refusal takes the focus as it appears: the busy button had it, and
 * a keyboard or screen-reader user would otherwise be left on the page's body.
 */
function PaymentNotice({ notice }: { notice: Notice }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice.tone === 'error') ref.current?.focus();
  }, [notice]);
  return (
    <div ref={ref} tabIndex={-1}>
      <Alert tone={notice.tone}>{notice.text}</Alert>
    </div>
  );
}
