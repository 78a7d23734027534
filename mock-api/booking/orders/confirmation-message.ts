/** Spec 7 confirmation message: the words the confirmation page heads its order with. */
export type ConfirmationMessageRecord = { heading: string; body: string };

export type ConfirmationMessageFacts = {
  guestGivenName: string;
  hotelName: string;
  checkInDate: string;
  /** The rooms the browser sees, in order; the first is the one the page is named by. */
  confirmationNumbers: readonly string[];
  isCancelled: boolean;
  /** Where the confirmation e-mail went: only for a browser that sees the whole order. */
  email: string | null;
  locale: string;
};

const dayText = (isoDay: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));

/** The message with the guest's name and the hotel; a wholly cancelled order says so instead. */
export function confirmationMessageOf(facts: ConfirmationMessageFacts): ConfirmationMessageRecord {
  const { guestGivenName: name, hotelName: hotel, confirmationNumbers: numbers } = facts;
  const numberText = numbers.length === 1 ? `Your confirmation number is ${numbers[0]}.` : `Your confirmation numbers are ${numbers.join(', ')}.`;
  if (facts.isCancelled) {
    return { heading: `${name}, your reservation at ${hotel} is cancelled`, body: `${numberText} Nothing more is due for the cancelled rooms beyond their cancellation charges.` };
  }
  const emailText = facts.email ? ` We have sent the details to ${facts.email}.` : '';
  return {
    heading: `Thank you, ${name}: your stay at ${hotel} is confirmed`,
    body: `We look forward to welcoming you on ${dayText(facts.checkInDate, facts.locale)}. ${numberText}${emailText}`,
  };
}
