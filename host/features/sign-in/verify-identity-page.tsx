import { Link } from 'react-router-dom';
import { hostPaths } from '../../../shared/domain/paths';
import { signInMessages } from '../../../shared/domain/sign-in-errors';
import { readMfaOptions } from '../../auth/sign-in-session';

/**
 * The next state for a member with two-step verification (spec 4, item 7): the password was right and
 * the options the server returned were kept in session storage. The spec does not describe the
 * verification steps themselves, so this page lists where a code can go and how to get help.
 */
export function VerifyIdentityPage() {
  const options = readMfaOptions();
  if (!options) {
    return (
      <>
        <h1>Verify it is you</h1>
        <p>
          We have no verification in progress in this tab. <Link to={hostPaths.signIn.getHref()}>Sign in again</Link> to start.
        </p>
      </>
    );
  }
  return (
    <>
      <h1>Verify it is you</h1>
      <p>{signInMessages.twoStepVerficationMsg}</p>
      <h2>Where we can send your code</h2>
      <ul aria-label="Verification options">
        <li>Email: {options.emailAddress}</li>
        {options.phoneNumbers.map((phone) => (
          <li key={phone}>Text message: {phone}</li>
        ))}
      </ul>
      <p>Codes cannot be sent from this environment. Call Member Services to finish signing in.</p>
    </>
  );
}
