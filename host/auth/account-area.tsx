import { styled } from '@linaria/react';
import { useState } from 'react';
import { signOut } from '../../shared/auth/auth-client';
import { useMessages } from '../../shared/i18n/messages-context';
import { Button } from '../../shared/ui/button';
import { onDemand } from '../../shared/ssr/on-demand';
import { useChunk } from '../../shared/ssr/use-chunk';
import { breakpoints } from '../../shared/ui/theme';
import { usePageInstead } from '../components/use-page-instead';
import { useReturnTo } from '../services/use-return-to';
import { signInPageHref } from './sign-in-page-href';
import { MemberMenu } from './member-menu';
import { SignInFlyout } from './sign-in-flyout';
import { useSessionWatch } from './use-session-watch';
import { greetingName, useUserDetails } from './use-user-details';

// The dialog, its frame and the bridge load when a visitor shows they may sign in (hover, focus, click),
// not with every page.
const signInDialogChunk = onDemand(async () => (await import('./sign-in-dialog')).SignInDialog);

// On the narrowest phones the sign-in button gives up some padding rather than widen the page.
const Area = styled.div`
  display: flex;
  align-items: center;
  & > button {
    flex: none;
    white-space: nowrap;
    @media (max-width: ${breakpoints.mobile - 0.02}px) {
      padding-inline: 0.75rem;
    }
  }
`;

/**
 * The header's account corner: "Sign in" (the account modal) for visitors, a greeting with a sign-in
 * fly-out for remembered members, and the member menu (standing, "My account", "My trips", "Saved
 * hotels", "Sign out") for signed-in members.
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
  const SignInDialog = useChunk(isPreloaded ? signInDialogChunk() : null);
  const returnTo = useReturnTo();
  usePageInstead(isDialogOpen && SignInDialog === 'failed', signInPageHref(returnTo));

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
      <MemberMenu
        name={name}
        tier={user?.userProfileData?.tier ?? null}
        pointsBalance={user?.userProfileData?.pointsBalance ?? null}
        isSigningOut={isSigningOut}
        signOutError={signOutError}
        onSignOut={handleSignOut}
      />
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
      {SignInDialog && SignInDialog !== 'failed' ? (
        <SignInDialog isOpen={isDialogOpen} isPreloaded={isPreloaded} onClose={() => setDialogOpen(false)} onSignedIn={afterSignIn} />
      ) : null}
    </Area>
  );
}
