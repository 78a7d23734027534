import { JOIN_LINK_HOURS } from '../../../shared/domain/account-api';
import { composeMail } from '../../mail/mail-layout';
import { mailWords } from '../../mail/mail-words';
import type { OutgoingMail } from '../../mail/outgoing-mail';

/** The join link's e-mail: the one button that makes the account, how long it works, and what to do if it was not you. */
export async function joinLinkMail({ to, givenName, link, locale }: { to: string; givenName: string; link: string; locale: string | null }): Promise<OutgoingMail> {
  const { t, locale: wordedIn } = await mailWords(locale);
  return composeMail({
    to,
    locale: wordedIn,
    subject: t('mail.join.subject'),
    brand: t('mail.brand'),
    paragraphs: [t('mail.greeting', { name: givenName }), t('mail.join.intro')],
    action: { label: t('mail.join.action'), href: link },
    after: [t('mail.join.expiry', { hours: JOIN_LINK_HOURS }), t('mail.join.notYou')],
    footer: t('mail.footer'),
  });
}

/**
 * What a member is told when someone asks to join with their e-mail: the page said the same to whoever
 * asked, so only the mailbox's owner learns the address has an account, and is shown the way back in.
 */
export async function alreadyMemberMail({ to, givenName, memberNumber, signInLink, locale }: { to: string; givenName: string; memberNumber: string; signInLink: string; locale: string | null }): Promise<OutgoingMail> {
  const { t, locale: wordedIn } = await mailWords(locale);
  return composeMail({
    to,
    locale: wordedIn,
    subject: t('mail.joinExisting.subject'),
    brand: t('mail.brand'),
    paragraphs: [t('mail.greeting', { name: givenName }), t('mail.joinExisting.body', { memberNumber })],
    action: { label: t('mail.joinExisting.action'), href: signInLink },
    after: [t('mail.joinExisting.forgot'), t('mail.joinExisting.notYou')],
    footer: t('mail.footer'),
  });
}
