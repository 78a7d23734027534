import type { PaymentInfoQuery } from '../../../shared/graphql/generated/graphql';

/** What the payment form starts from: PaymentInfoQuery (payment info and the cart's revision). */
export type PaymentFormData = PaymentInfoQuery;

export type SavedCard = PaymentInfoQuery['paymentInfo']['savedCards'][number]['card'];

/** The choice that stands for a card typed into the form rather than a saved one. */
export const NEW_CARD = 'new';

/**
 * The form's values. The field names of a new card are those of the tokenising call's request
 * (CardTokenRequest), so a refusal's `field` names the form field as it is.
 */
export type PaymentCardInput = {
  /** A saved card's token, or NEW_CARD. */
  cardChoice: string;
  /** Grouped with spaces as typed. */
  cardNumber: string;
  securityCode: string;
  /** "01" to "12". */
  expiryMonth: string;
  /** Four digits. */
  expiryYear: string;
  cardholderName: string;
  /** Also save the new card to the member's profile. */
  saveCard: boolean;
};

export type PaymentCardField = Exclude<keyof PaymentCardInput, 'saveCard'>;

/** The card the cart is paid with so far, when it is a saved card, is chosen; otherwise a new card. */
export function initialPaymentCard(data: PaymentFormData): PaymentCardInput {
  const selected = data.paymentInfo.selectedCard?.token;
  const isSaved = data.paymentInfo.savedCards.some((saved) => saved.card.token === selected);
  return {
    cardChoice: selected && isSaved ? selected : NEW_CARD,
    cardNumber: '',
    securityCode: '',
    expiryMonth: '',
    expiryYear: '',
    cardholderName: '',
    saveCard: false,
  };
}

/** The values with the card's number and security code gone: what the form keeps once they were sent. */
export function withoutCardSecrets(values: PaymentCardInput): PaymentCardInput {
  return { ...values, cardNumber: '', securityCode: '' };
}
