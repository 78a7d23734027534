import { PASSWORD_RESET_MINUTES } from '../../../shared/domain/account-api';
import { composeMail } from '../../mail/mail-layout';
import { mailWords } from '../../mail/mail-words';
import type { OutgoingMail } from '../../mail/outgoing-mail';

/** The activation link's e-mail: the account it is for, the one button, how long it works, what to do if it was not you. */
export async function activationMail({ to, givenName, memberNumber, link, locale }: { to: string; givenName: string; memberNumber: string; link: string; locale: string | null }): Promise<OutgoingMail> {
  const { t, locale: wordedIn } = await mailWords(locale);
  return composeMail({
    to,
    locale: wordedIn,
    subject: t('mail.activation.subject'),
    brand: t('mail.brand'),
    paragraphs: [t('mail.greeting', { name: givenName }), t('mail.activation.intro', { memberNumber })],
    action: { label: t('mail.activation.action'), href: link },
    after: [t('mail.passwordReset.expiry', { minutes: PASSWORD_RESET_MINUTES }), t('mail.activation.notYou')],
    footer: t('mail.footer'),
  });
}
