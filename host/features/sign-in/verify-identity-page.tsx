import { Link } from 'react-router-dom';
import { hostPaths } from '../../../shared/domain/paths';
import { signInMessageRef } from '../../../shared/domain/sign-in-errors';
import { useMessages } from '../../../shared/i18n/messages-context';
import { readMfaOptions } from '../../auth/sign-in-session';

/**
 * The next state for a member with two-step verification (spec 4, item 7): the password was right and
 * the options the server returned were kept in session storage. The spec does not describe the
 * verification steps themselves, so this page lists where a code can go and how to get help.
 */
export function VerifyIdentityPage() {
  const options = readMfaOptions();
  const { t, say } = useMessages();
  if (!options) {
    return (
      <>
        <h1>{t('hostSignIn.verifyIdentity.heading')}</h1>
        <p>
          {t('hostSignIn.verifyIdentity.noneInProgress')} <Link to={hostPaths.signIn.getHref()}>{t('hostSignIn.verifyIdentity.signInAgain')}</Link>{' '}
          {t('hostSignIn.verifyIdentity.toStart')}
        </p>
      </>
    );
  }
  return (
    <>
      <h1>{t('hostSignIn.verifyIdentity.heading')}</h1>
      <p>{say(signInMessageRef('twoStepVerficationMsg'))}</p>
      <h2>{t('hostSignIn.verifyIdentity.optionsHeading')}</h2>
      <ul aria-label={t('hostSignIn.verifyIdentity.optionsLabel')}>
        <li>{t('hostSignIn.verifyIdentity.email', { emailAddress: options.emailAddress })}</li>
        {options.phoneNumbers.map((phone) => (
          <li key={phone}>{t('hostSignIn.verifyIdentity.textMessage', { phone })}</li>
        ))}
      </ul>
      <p>{t('hostSignIn.verifyIdentity.cannotSend')}</p>
    </>
  );
}
