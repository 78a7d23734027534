import { useRef, useState } from 'react';
import { Field } from 'react-final-form';
import { Link } from 'react-router-dom';
import { requestPasswordReset } from '../../../../shared/auth/account-client';
import { PASSWORD_RESET_MINUTES } from '../../../../shared/domain/account-api';
import { hostPaths } from '../../../../shared/domain/paths';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { Form } from '../../../../shared/ui/form';
import { KeepTypedBeforeHydration } from '../../../../shared/ui/keep-typed-before-hydration';
import { shownError } from '../../../../shared/ui/shown-error';
import { TextField } from '../../../../shared/ui/text-field';
import { LOGIN_MAX_LENGTH, validateLogin } from '../../../../shared/validation/sign-in';
import { AccountCard } from '../layout/account-card';
import { LinkSentCard } from '../layout/link-sent-card';
import { submissionErrorsOf } from '../../../auth/account-refusal';

type ForgotPasswordValues = { userId: string };

/**
 * `/emailPassword.mi`, where the sign-in form's Forgot password link leads: the member names their
 * account and is told a link is on its way, in the same words whether or not one matched.
 */
export function ForgotPasswordPage() {
  const messages = useMessages();
  const { t, sayProblem, locale } = messages;
  const [sentFor, setSentFor] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  if (sentFor !== null) {
    return <LinkSentCard sent={t('account.forgotPassword.sent', { userId: sentFor, minutes: PASSWORD_RESET_MINUTES })} onAskAgain={() => setSentFor(null)} />;
  }
  return (
    <AccountCard aria-labelledby="forgot-password-heading">
      <h1 id="forgot-password-heading">{t('account.forgotPassword.heading')}</h1>
      <p>{t('account.forgotPassword.intro')}</p>
      <Form<ForgotPasswordValues>
        initialValues={{ userId: '' }}
        onSubmit={async ({ userId }) => {
          const result = await requestPasswordReset({ userId: userId.trim(), locale });
          if (!result.ok) return submissionErrorsOf(result, messages);
          setSentFor(userId.trim());
          return undefined;
        }}
        render={({ handleSubmit, submitting, submitError }) => (
          <form ref={formRef} onSubmit={handleSubmit} noValidate>
            <Field<string> name="userId" validate={(value) => sayProblem(validateLogin(value, { mode: 'emailOrMember', isRemembered: false }))}>
              {({ input, meta }) => (
                <TextField {...input} label={t('account.forgotPassword.userId')} autoComplete="username" maxLength={LOGIN_MAX_LENGTH} error={shownError(meta)} />
              )}
            </Field>
            {submitError ? <ErrorAlert>{submitError as string}</ErrorAlert> : null}
            <Button type="submit" isBusy={submitting}>
              {t('account.forgotPassword.submit')}
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
