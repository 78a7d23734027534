import { PASSWORD_RESET_MINUTES } from '../../../shared/domain/account-api';
import { composeMail } from '../../mail/mail-layout';
import { mailWords } from '../../mail/mail-words';
import type { OutgoingMail } from '../../mail/outgoing-mail';

export type ResetMailFacts = { to: string; givenName: string; memberNumber: string; link: string; locale: string | null };

/** The reset link's e-mail: who it is for, the one button, how long it works, and what to do if it was not you. */
export async function passwordResetMail({ to, givenName, memberNumber, link, locale }: ResetMailFacts): Promise<OutgoingMail> {
  const { t, locale: wordedIn } = await mailWords(locale);
  return composeMail({
    to,
    locale: wordedIn,
    subject: t('mail.passwordReset.subject'),
    brand: t('mail.brand'),
    paragraphs: [t('mail.greeting', { name: givenName }), t('mail.passwordReset.intro', { memberNumber })],
    action: { label: t('mail.passwordReset.action'), href: link },
    after: [t('mail.passwordReset.expiry', { minutes: PASSWORD_RESET_MINUTES }), t('mail.passwordReset.notYou')],
    footer: t('mail.footer'),
  });
}

/** The notice that the password changed and every browser was signed out: the owner learns of a reset they did not make. */
export async function passwordChangedMail({ to, givenName, locale }: Omit<ResetMailFacts, 'link' | 'memberNumber'>): Promise<OutgoingMail> {
  const { t, locale: wordedIn } = await mailWords(locale);
  return composeMail({
    to,
    locale: wordedIn,
    subject: t('mail.passwordChanged.subject'),
    brand: t('mail.brand'),
    paragraphs: [t('mail.greeting', { name: givenName }), t('mail.passwordChanged.body')],
    after: [t('mail.passwordChanged.notYou')],
    footer: t('mail.footer'),
  });
}
