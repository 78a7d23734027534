import { styled } from '@linaria/react';
import { signInMessageRef } from '../../../shared/domain/sign-in-errors';
import { parseSignInVariant } from '../../../shared/domain/sign-in-variants';
import { useMessages } from '../../../shared/i18n/messages-context';
import { Alert } from '../../../shared/ui/alert';
import { colors, radii } from '../../../shared/ui/theme';
import { SignInFrame } from '../../auth/sign-in-frame';
import { useSignInPage } from './use-sign-in-page';
import { FramedPageArea } from '../../components/framed-page-area';

export const SignInCard = styled.section`
  width: min(520px, 100%);
  margin: 0 auto;
  padding: 0.5rem 0;
  border-radius: ${radii.card};
  background: ${colors.surface};
`;

/**
 * `/sign-in.mi`, the standalone sign-in page. `?variant=enrollment` gives the enrollment-style form
 * used by account activation; `?passwordChanged=true` confirms a password change.
 */
export function SignInPage() {
  const page = useSignInPage();
  const { t, say } = useMessages();
  const variant = parseSignInVariant(page.query.get('variant'), 'standalone') === 'enrollment' ? 'enrollment' : 'standalone';
  return (
    <>
      <h1 className="visually-hidden">{t('hostSignIn.heading')}</h1>
      {page.query.get('passwordChanged') === 'true' ? <Alert tone="success">{say(signInMessageRef('passwordUpdatedMsg'))}</Alert> : null}
      <FramedPageArea>
        <SignInCard aria-label={t('hostSignIn.formLabel')}>
          <SignInFrame
            page="signIn"
            variant={variant}
            returnTo={page.returnTo}
            clientId={page.clientId}
            locale={page.locale}
            tripId={page.tripId}
            onSignedIn={page.onSignedIn}
          />
        </SignInCard>
      </FramedPageArea>
    </>
  );
}
