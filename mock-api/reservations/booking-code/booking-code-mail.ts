import { BOOKING_CODE_MINUTES } from '../../../shared/domain/booking-code';
import { composeMail } from '../../mail/mail-layout';
import { mailWords } from '../../mail/mail-words';
import type { OutgoingMail } from '../../mail/outgoing-mail';

export type BookingCodeFacts = { to: string; givenName: string; confirmationNumber: string; code: string; locale: string | null };

/** The booking's code: what it is for, the code, how long it works, and that nothing changes without it. */
export async function bookingCodeMail({ to, givenName, confirmationNumber, code, locale }: BookingCodeFacts): Promise<OutgoingMail> {
  const { t, locale: wordedIn } = await mailWords(locale);
  return composeMail({
    to,
    locale: wordedIn,
    subject: t('mail.bookingCode.subject', { confirmationNumber }),
    brand: t('mail.brand'),
    paragraphs: [t('mail.greeting', { name: givenName }), t('mail.bookingCode.intro', { confirmationNumber, code })],
    after: [t('mail.bookingCode.expiry', { minutes: BOOKING_CODE_MINUTES }), t('mail.bookingCode.notYou')],
    footer: t('mail.footer'),
  });
}
