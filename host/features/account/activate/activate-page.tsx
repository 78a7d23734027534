import { useRef, useState } from 'react';
import { Field } from 'react-final-form';
import { Link } from 'react-router-dom';
import { requestActivation } from '../../../../shared/auth/account-client';
import { PASSWORD_RESET_MINUTES } from '../../../../shared/domain/account-api';
import { hostPaths } from '../../../../shared/domain/paths';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { Form } from '../../../../shared/ui/form';
import { KeepTypedBeforeHydration } from '../../../../shared/ui/keep-typed-before-hydration';
import { shownError } from '../../../../shared/ui/shown-error';
import { TextField } from '../../../../shared/ui/text-field';
import { GUEST_NAME_MAX_LENGTH, latinNameError } from '../../../../shared/validation/latin-name';
import { memberNumberError } from '../../../../shared/validation/sign-in';
import { stripNonDigits } from '../../../../shared/validation/text-patterns';
import { submissionErrorsOf } from '../../../auth/account-refusal';
import { AccountCard } from '../layout/account-card';
import { LinkSentCard } from '../layout/link-sent-card';

type ActivateValues = { memberNumber: string; surname: string };

/**
 * `/loyalty/createAccount/activateOnlineAccount.mi`, the sign-in form's "Activate your online account": a
 * member who joined at a hotel names their account, and is told a link is on its way to the account's
 * e-mail address, in the same words whether or not the two matched.
 */
export function ActivatePage() {
  const messages = useMessages();
  const { t, sayProblem, locale } = messages;
  const [sentFor, setSentFor] = useState<ActivateValues | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  if (sentFor) {
    return <LinkSentCard sent={t('account.activate.sent', { ...sentFor, minutes: PASSWORD_RESET_MINUTES })} onAskAgain={() => setSentFor(null)} />;
  }
  return (
    <AccountCard aria-labelledby="activate-heading">
      <h1 id="activate-heading">{t('account.activate.heading')}</h1>
      <p>{t('account.activate.intro')}</p>
      <Form<ActivateValues>
        initialValues={{ memberNumber: '', surname: '' }}
        onSubmit={async (values) => {
          const asked = { memberNumber: values.memberNumber.trim(), surname: values.surname.trim() };
          const result = await requestActivation({ ...asked, locale });
          if (!result.ok) return submissionErrorsOf(result, messages);
          setSentFor(asked);
          return undefined;
        }}
        render={({ handleSubmit, submitting, submitError }) => (
          <form ref={formRef} onSubmit={handleSubmit} noValidate>
            {/* Spaces and dashes from a printed card are dropped as they are typed; the number is nine digits. */}
            <Field<string> name="memberNumber" parse={(value) => stripNonDigits(value ?? '')} validate={(value) => sayProblem(memberNumberError(value))}>
              {({ input, meta }) => (
                <TextField {...input} label={t('account.activate.memberNumber')} inputMode="numeric" autoComplete="username" maxLength={9} required error={shownError(meta)} />
              )}
            </Field>
            <Field<string> name="surname" validate={(value) => sayProblem(latinNameError(value ?? '', 'lastName'))}>
              {({ input, meta }) => (
                <TextField {...input} label={t('account.activate.surname')} autoComplete="family-name" maxLength={GUEST_NAME_MAX_LENGTH} required error={shownError(meta)} />
              )}
            </Field>
            {submitError ? <ErrorAlert>{submitError as string}</ErrorAlert> : null}
            <Button type="submit" isBusy={submitting}>
              {t('account.activate.submit')}
            </Button>
            <KeepTypedBeforeHydration formRef={formRef} />
          </form>
        )}
      />
      <p>
        <Link to={hostPaths.signIn.getHref()}>{t('account.backToSignIn')}</Link>
      </p>
    </AccountCard>
  );
}
