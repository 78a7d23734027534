import { Link } from 'react-router-dom';
import type { UserDetailsResponse } from '../../../shared/domain/auth-responses';
import { hostPaths } from '../../../shared/domain/paths';
import { useMessages } from '../../../shared/i18n/messages-context';
import { greetingName } from '../../auth/use-user-details';

/**
 * The line under the home page's heading: a signed-in member is greeted and sent to their trips and
 * saved hotels; anyone else is invited to sign in. Until the page knows who is there it says neither,
 * so a member never reads "Sign in" first.
 */
export function HomeIntro({ user }: { user: UserDetailsResponse | undefined }) {
  const { t } = useMessages();
  if (!user) return null;
  if (user.status !== 'SUCCESS') return <p>{t('home.intro')}</p>;
  const name = greetingName(user.headerSubtext.consumerName);
  return (
    <p>
      {name ? t('home.member.greeting', { name }) : t('home.member.greetingWithoutName')}{' '}
      <Link to={hostPaths.myTrips.getHref()}>{t('home.member.trips')}</Link> ·{' '}
      <Link to={hostPaths.savedProperties.getHref()}>{t('home.member.savedHotels')}</Link>
    </p>
  );
}
