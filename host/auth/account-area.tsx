import { styled } from '@linaria/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { signOut } from '../../shared/auth/auth-client';
import { hostPaths } from '../../shared/domain/paths';
import { useMessages } from '../../shared/i18n/messages-context';
import { Button } from '../../shared/ui/button';
import { SignInDialog } from './sign-in-dialog';
import { SignInFlyout } from './sign-in-flyout';
import { useSessionWatch } from './use-session-watch';
import { greetingName, useUserDetails } from './use-user-details';

// Wraps on a phone: a signed-in member's greeting and links take two lines rather than widening the page.
const Area = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 0.25rem 1rem;
`;

/**
 * The header's account corner: "Sign in" (the account modal) for visitors, a greeting with a sign-in
 * fly-out for remembered members, and a greeting with "My account", "My trips", "Saved hotels" and "Sign out" for
 * signed-in members.
 */
export function AccountArea() {
  const { t } = useMessages();
  const { data: user, isLoading, mutate } = useUserDetails();
  useSessionWatch(user, mutate);
  const [isDialogOpen, setDialogOpen] = useState(false);
  const [isFlyoutOpen, setFlyoutOpen] = useState(false);
  const [isPreloaded, setPreloaded] = useState(false);
  const [isSigningOut, setSigningOut] = useState(false);
  const [signOutError, setSignOutError] = useState<string | null>(null);

  const isSignedIn = user?.status.toUpperCase() === 'SUCCESS';
  const name = greetingName(user?.headerSubtext.consumerName ?? null);
  const afterSignIn = async () => {
    setDialogOpen(false);
    setFlyoutOpen(false);
    await mutate();
  };

  const handleSignOut = async () => {
    setSigningOut(true);
    setSignOutError(null);
    try {
      await signOut();
      await mutate();
    } catch {
      setSignOutError(t('accountArea.signOutFailed'));
    } finally {
      setSigningOut(false);
    }
  };

  if (isSignedIn) {
    return (
      <Area>
        <span>{t('accountArea.greeting', { name: name ?? '' })}</span>
        <Link to={hostPaths.profile.getHref()}>{t('accountArea.myAccount')}</Link>
        <Link to={hostPaths.myTrips.getHref()}>{t('accountArea.myTrips')}</Link>
        <Link to={hostPaths.savedProperties.getHref()}>{t('accountArea.savedHotels')}</Link>
        <Button variant="secondary" isBusy={isSigningOut} onClick={handleSignOut}>
          {t('accountArea.signOut')}
        </Button>
        {signOutError ? <span role="alert">{signOutError}</span> : null}
      </Area>
    );
  }

  if (user?.rememberedUser && name) {
    return (
      <Area>
        <SignInFlyout label={t('accountArea.rememberedSignIn', { name })} isOpen={isFlyoutOpen} onToggle={setFlyoutOpen} onSignedIn={afterSignIn} />
      </Area>
    );
  }

  return (
    <Area>
      <Button
        aria-haspopup="dialog"
        onClick={() => {
          setPreloaded(true);
          setDialogOpen(true);
        }}
        // A pointer resting on the button, or focus on it, is a good sign a click follows: load ahead.
        onPointerEnter={() => setPreloaded(true)}
        onFocus={() => setPreloaded(true)}
        disabled={isLoading}
      >
        {t('accountArea.signIn')}
      </Button>
      <SignInDialog isOpen={isDialogOpen} isPreloaded={isPreloaded} onClose={() => setDialogOpen(false)} onSignedIn={afterSignIn} />
    </Area>
  );
}
