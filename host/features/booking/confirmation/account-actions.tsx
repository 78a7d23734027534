import { Link } from 'react-router-dom';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { useUserDetails } from '../../../auth/use-user-details';

/**
 * The ways a booking made without an account joins one: a visitor joins Portico Rewards and saves it
 * (join and save), a signed-in member saves it to their trips. Nothing for a booking that has a member.
 */
export function AccountActions({ isGuestBooking, confirmationNumber }: { isGuestBooking: boolean; confirmationNumber: string }) {
  const { data: user } = useUserDetails();
  if (!isGuestBooking || !user) return null;
  if (user.status.toUpperCase() === 'SUCCESS') {
    return (
      <p>
        Booked without signing in? <Link to={bookingPaths.saveToMyTrips.getHref(confirmationNumber)}>Save to my trips</Link>
      </p>
    );
  }
  return (
    <p>
      Earn points for this stay and find it in your trips: <Link to={bookingPaths.joinAndSaveReservation.getHref(confirmationNumber)}>Join and save this booking</Link>.
      Already a member? <Link to={bookingPaths.saveToMyTrips.getHref(confirmationNumber)}>Sign in and save it to my trips</Link>.
    </p>
  );
}
