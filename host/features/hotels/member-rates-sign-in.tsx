import { useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { greetingName, useUserDetails } from '../../auth/use-user-details';
import { SignInDialog } from '../../auth/sign-in-dialog';

/**
 * The reservation flow's sign-in: a visitor may sign in for member rates or continue as a guest.
 * Opens the reservation overlay page in a modal; its refusals go to the sign-in error page.
 */
export function MemberRatesSignIn() {
  const { data: user, mutate } = useUserDetails();
  const [isOpen, setOpen] = useState(false);
  const [isGuest, setGuest] = useState(false);
  if (user?.status.toUpperCase() === 'SUCCESS') {
    return <p>Member rates apply to your stays, {greetingName(user.headerSubtext.consumerName)}.</p>;
  }
  if (isGuest) return <p>You are booking as a guest. You can still sign in from the header at any time.</p>;
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Sign in for member rates
      </Button>
      <SignInDialog
        isOpen={isOpen}
        isPreloaded={false}
        page="reservationSignIn"
        variant="reservation"
        title="Sign in for member rates"
        onClose={() => setOpen(false)}
        onSignedIn={async () => {
          setOpen(false);
          await mutate();
        }}
        onContinueAsGuest={() => {
          setOpen(false);
          setGuest(true);
        }}
      />
    </>
  );
}
