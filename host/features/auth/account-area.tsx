import { styled } from '@linaria/react';
import { useState } from 'react';
import { signOut } from '../../../shared/auth/auth-client';
import { Button } from '../../../shared/ui/button';
import { SignInDialog } from '../sign-in/sign-in-dialog';
import { greetingName, useUserDetails } from './use-user-details';

const Area = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
`;

/** The header's account corner: "Sign in" for visitors, a greeting and "Sign out" for members. */
export function AccountArea() {
  const { data: user, isLoading, mutate } = useUserDetails();
  const [isDialogOpen, setDialogOpen] = useState(false);
  const [isPreloaded, setPreloaded] = useState(false);
  const [isSigningOut, setSigningOut] = useState(false);
  const [signOutError, setSignOutError] = useState<string | null>(null);

  const isSignedIn = user?.status.toUpperCase() === 'SUCCESS';
  const name = greetingName(user?.headerSubtext.consumerName ?? null);

  const handleSignOut = async () => {
    setSigningOut(true);
    setSignOutError(null);
    try {
      await signOut();
      await mutate();
    } catch {
      setSignOutError('We could not sign you out. Try again.');
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <Area>
      {isSignedIn ? (
        <>
          <span>Hi, {name}</span>
          <Button variant="secondary" isBusy={isSigningOut} onClick={handleSignOut}>
            Sign out
          </Button>
          {signOutError ? <span role="alert">{signOutError}</span> : null}
        </>
      ) : (
        <>
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
            Sign in
          </Button>
          <SignInDialog
            isOpen={isDialogOpen}
            isPreloaded={isPreloaded}
            onClose={() => setDialogOpen(false)}
            onSignedIn={async () => {
              setDialogOpen(false);
              await mutate();
            }}
          />
        </>
      )}
    </Area>
  );
}
