import { useState } from 'react';
import { useMessages } from '../../../shared/i18n/messages-context';
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
  const { t } = useMessages();
  if (user?.status.toUpperCase() === 'SUCCESS') {
    const name = greetingName(user.headerSubtext.consumerName);
    return <p>{name ? t('hotels.memberRates.signedIn', { name }) : t('hotels.memberRates.signedInNoName')}</p>;
  }
  if (isGuest) return <p>{t('hotels.memberRates.guest')}</p>;
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('hotels.memberRates.signIn')}
      </Button>
      <SignInDialog
        isOpen={isOpen}
        isPreloaded={false}
        page="reservationSignIn"
        variant="reservation"
        title={t('hotels.memberRates.signIn')}
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
