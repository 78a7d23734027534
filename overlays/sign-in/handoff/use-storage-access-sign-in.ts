import { useRef, useState } from 'react';
import { AuthApiError } from '../../../shared/auth/auth-client';
import { signInThroughStorageAccess } from '../../../shared/auth/storage-access-client';
import type { SignInSuccessResponse } from '../../../shared/domain/auth-responses';
import { StorageAccessSignInErrorCode } from '../../../shared/domain/storage-access-api';

/** Where the storage-access sign-in is: not tried, waiting for the browser or the server, or why it did not sign in. */
export type StorageAccessState = 'idle' | 'asking' | 'denied' | 'noSignIn' | 'failed';

const NO_SIGN_IN = new Set<string>([StorageAccessSignInErrorCode.Missing, StorageAccessSignInErrorCode.Ended]);

/**
 * In an overlay framed on a partner page, where the browser offers the Storage Access API: asks it for
 * this frame's access to the overlay origin's own cookies (the browser may ask the guest), then has the
 * server turn the first-party sign-in's pass, which the frame now sends, into this frame's own sign-in.
 * `requestStorageAccess` is called first thing in the click, which it needs.
 */
export function useStorageAccessSignIn(onSignedIn: (response: SignInSuccessResponse) => void) {
  const isOffered = typeof document !== 'undefined' && typeof document.requestStorageAccess === 'function';
  const [state, setState] = useState<StorageAccessState>('idle');
  const signedIn = useRef(onSignedIn);
  signedIn.current = onSignedIn;

  const ask = async () => {
    setState('asking');
    try {
      await document.requestStorageAccess();
    } catch {
      setState('denied');
      return;
    }
    try {
      const response = await signInThroughStorageAccess();
      setState('idle');
      signedIn.current(response);
    } catch (error) {
      setState(error instanceof AuthApiError && error.code && NO_SIGN_IN.has(error.code) ? 'noSignIn' : 'failed');
    }
  };

  return { isOffered, state, ask };
}
