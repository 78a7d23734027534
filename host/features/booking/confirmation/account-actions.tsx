import { Link } from 'react-router-dom';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { useUserDetails } from '../../../auth/use-user-details';

/**
 * The ways a booking made without an account joins one: a visitor joins Portico Rewards and saves it
 * (join and save), a signed-in member saves it to their trips. Nothing for a booking that has a member.
 */
export function AccountActions({ isGuestBooking, confirmationNumber }: { isGuestBooking: boolean; confirmationNumber: string }) {
  const { t } = useMessages();
  const { data: user } = useUserDetails();
  if (!isGuestBooking || !user) return null;
  // The words around each link are messages of their own, each with the spaces it needs: languages
  // written without spaces between words (Japanese, Chinese) leave them out.
  if (user.status.toUpperCase() === 'SUCCESS') {
    return (
      <p>
        {t('confirmation.account.member.before')}
        <Link to={bookingPaths.saveToMyTrips.getHref(confirmationNumber)}>{t('confirmation.account.member.link')}</Link>
      </p>
    );
  }
  return (
    <p>
      {t('confirmation.account.join.before')}
      <Link to={bookingPaths.joinAndSaveReservation.getHref(confirmationNumber)}>{t('confirmation.account.join.link')}</Link>
      {t('confirmation.account.join.after')}
      {t('confirmation.account.signIn.before')}
      <Link to={bookingPaths.saveToMyTrips.getHref(confirmationNumber)}>{t('confirmation.account.signIn.link')}</Link>
      {t('confirmation.account.signIn.after')}
    </p>
  );
}
