import { useEffect } from 'react';
import { resolveSignInError } from '../../../shared/domain/sign-in-errors';
import { signInErrorQuery } from '../../../shared/domain/sign-in-variants';
import { useMessages } from '../../../shared/i18n/messages-context';
import { loginModeFor } from '../../../shared/validation/sign-in';
import { Alert } from '../../../shared/ui/alert';
import { raiseDataLayerEvent } from '../../services/page-events';
import { SignInFrame } from '../../auth/sign-in-frame';
import { SignInCard } from './sign-in-page';
import { useSignInPage } from './use-sign-in-page';
import { FramedPageArea } from '../../components/framed-page-area';

const REPORTED_KEY = 'portico.signInError.reported';

/** Reports the failed sign-in to the data layer once per error, not again on reload or back. */
function reportOnce(errorCode: string, search: string) {
  try {
    if (sessionStorage.getItem(REPORTED_KEY) === search) return;
    sessionStorage.setItem(REPORTED_KEY, search);
  } catch {
    // Without storage a reload may report twice; better than never reporting.
  }
  raiseDataLayerEvent({ name: 'signInFailed', detail: { errorCode } });
}

/**
 * `/sign-in-error.mi`: where a refused overlay sign-in lands (spec section 8). Shows the first error,
 * reports the login event once, and offers the form again with the same return target.
 */
export function SignInErrorPage() {
  const page = useSignInPage();
  const { t, say } = useMessages();
  const errorCode = page.query.get(signInErrorQuery.errorMessageType) ?? undefined;
  const isRememberedRefusal = page.query.get(signInErrorQuery.inValidCredentials) === 'true';
  const error = resolveSignInError(errorCode, { isCredentialsMode: loginModeFor(page.locale) === 'credentials', isEnrollmentStyle: false });
  const search = page.query.toString();

  useEffect(() => {
    reportOnce(errorCode ?? 'UNKNOWN', search);
  }, [errorCode, search]);

  return (
    <>
      <h1 className="visually-hidden">{t('hostSignIn.heading')}</h1>
      <Alert tone="error" heading={t('hostSignIn.error.heading')}>
        {say(error.message)}
        {isRememberedRefusal ? <p>{t('hostSignIn.error.rememberedAccount')}</p> : null}
      </Alert>
      <FramedPageArea>
        <SignInCard aria-label={t('hostSignIn.error.formLabel')}>
          <SignInFrame page="signIn" variant="standalone" returnTo={page.returnTo} clientId={page.clientId} locale={page.locale} onSignedIn={page.onSignedIn} />
        </SignInCard>
      </FramedPageArea>
    </>
  );
}
