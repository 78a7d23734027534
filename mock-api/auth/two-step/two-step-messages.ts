import { TWO_STEP_CODE_MINUTES } from '../../../shared/domain/account-api';
import { composeMail } from '../../mail/mail-layout';
import { mailWords } from '../../mail/mail-words';
import type { OutgoingMail } from '../../mail/outgoing-mail';
import { e164Of, type OutgoingSms } from '../../sms/sms-provider';

export type CodeFacts = { to: string; givenName: string; code: string; locale: string | null };

/** The code by e-mail: the code itself large in the first paragraph, how long it works, what to do if it was not you. */
export async function twoStepCodeMail({ to, givenName, code, locale }: CodeFacts): Promise<OutgoingMail> {
  const { t, locale: wordedIn } = await mailWords(locale);
  return composeMail({
    to,
    locale: wordedIn,
    subject: t('mail.twoStep.subject'),
    brand: t('mail.brand'),
    paragraphs: [t('mail.greeting', { name: givenName }), t('mail.twoStep.intro', { code })],
    after: [t('mail.twoStep.expiry', { minutes: TWO_STEP_CODE_MINUTES }), t('mail.twoStep.notYou')],
    footer: t('mail.footer'),
  });
}

/** The code by text message: one short line. */
export async function twoStepCodeSms({ to, code, locale }: Omit<CodeFacts, 'givenName'>): Promise<OutgoingSms> {
  const { t } = await mailWords(locale);
  return { to: e164Of(to), text: t('mail.twoStep.sms', { code, minutes: TWO_STEP_CODE_MINUTES }) };
}
