import { useRef } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { submitNewPassword } from '../../../../shared/auth/account-client';
import { hostPaths } from '../../../../shared/domain/paths';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { useIsHydrated } from '../../../../shared/ssr/use-is-hydrated';
import { Alert, ErrorAlert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { Form } from '../../../../shared/ui/form';
import { KeepTypedBeforeHydration } from '../../../../shared/ui/keep-typed-before-hydration';
import { NewPasswordFields } from '../../../../shared/ui/new-password-fields';
import { AccountCard } from '../layout/account-card';
import { submissionErrorsOf } from '../../../auth/account-refusal';
import { linkTokenOf } from '../layout/link-token';

type NewPasswordValues = { password: string; confirmPassword: string };

/** Where the sign-in page says the password changed; the member signs in there with the new one. */
const SIGN_IN_AFTER_RESET = `${hostPaths.signIn.getHref()}?passwordChanged=true`;
/** After a first password: the enrollment-style sign-in, which greets the member and says the online account is active. */
const SIGN_IN_AFTER_ACTIVATION = `${hostPaths.signIn.getHref()}?variant=enrollment`;

/**
 * `/resetPassword.mi#token=…`, where a reset e-mail's link lands: the new password by the same rules
 * as joining, twice; once saved, the sign-in page confirms it. With `?activate=true` (an activation
 * e-mail's link) it is the online account's first password, and the page says so. The token is only in the fragment, which
 * the server never sees, so the form is rendered whatever the address and the token is read once the
 * page runs in the browser.
 */
export function ResetPasswordPage() {
  const messages = useMessages();
  const { t, locale } = messages;
  const { hash } = useLocation();
  const [query] = useSearchParams();
  const isActivating = query.get('activate') === 'true';
  const navigate = useNavigate();
  const isHydrated = useIsHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const token = linkTokenOf(hash);

  return (
    <AccountCard aria-labelledby="reset-password-heading">
      <h1 id="reset-password-heading">{t(isActivating ? 'account.resetPassword.activateHeading' : 'account.resetPassword.heading')}</h1>
      {isHydrated && !token ? (
        <Alert tone="warning">
          {t('account.resetPassword.noToken')} <Link to={hostPaths.forgotPassword.getHref()}>{t('account.resetPassword.askForLink')}</Link>
        </Alert>
      ) : (
        <>
          <p>{t(isActivating ? 'account.resetPassword.activateIntro' : 'account.resetPassword.intro')}</p>
          <Form<NewPasswordValues>
            initialValues={{ password: '', confirmPassword: '' }}
            onSubmit={async ({ password }) => {
              if (!token) return undefined;
              const result = await submitNewPassword({ token, password, locale });
              if (!result.ok) return submissionErrorsOf(result, messages);
              navigate(isActivating ? SIGN_IN_AFTER_ACTIVATION : SIGN_IN_AFTER_RESET, { replace: true });
              return undefined;
            }}
            render={({ handleSubmit, submitting, submitError }) => (
              <form ref={formRef} onSubmit={handleSubmit} noValidate>
                <NewPasswordFields name="password" confirmName="confirmPassword" />
                {submitError ? <ErrorAlert>{submitError as string}</ErrorAlert> : null}
                <Button type="submit" isBusy={submitting}>
                  {t(isActivating ? 'account.resetPassword.activateSubmit' : 'account.resetPassword.submit')}
                </Button>
                <KeepTypedBeforeHydration formRef={formRef} />
              </form>
            )}
          />
          <p>
            <Link to={hostPaths.forgotPassword.getHref()}>{t('account.resetPassword.askForLink')}</Link>
          </p>
        </>
      )}
    </AccountCard>
  );
}
