import { useMessages } from '../../../shared/i18n/messages-context';
import { SignInFrame } from '../../auth/sign-in-frame';
import { SignInCard } from './sign-in-page';
import { useSignInPage } from './use-sign-in-page';
import { FramedPageArea } from '../../components/framed-page-area';

/** `/sessionTimedOut.mi`: the session-timed-out variant, which says why the member must sign in again. */
export function SessionTimedOutPage() {
  const page = useSignInPage();
  const { t } = useMessages();
  return (
    <>
      <h1 className="visually-hidden">{t('hostSignIn.sessionTimedOut.heading')}</h1>
      <FramedPageArea>
        <SignInCard aria-label={t('hostSignIn.sessionTimedOut.formLabel')}>
          <SignInFrame page="signIn" variant="sessionTimedOut" returnTo={page.returnTo} locale={page.locale} onSignedIn={page.onSignedIn} />
        </SignInCard>
      </FramedPageArea>
    </>
  );
}
