import type { SignInDialogProps } from '../../../auth/sign-in-dialog';

/**
 * A stand-in for the sign-in dialog, whose real overlay needs a second origin: it shows what it was
 * opened with and a button that finishes sign-in as the overlay would. Used only by tests.
 */
export function FakeSignInDialog({ isOpen, page, variant, title, onSignedIn, onClose }: SignInDialogProps) {
  if (!isOpen) return null;
  return (
    <div role="dialog" aria-label={title}>
      <p>
        overlay {page} in variant {variant}
      </p>
      <button type="button" onClick={() => onSignedIn({ firstName: 'Ava', memberNumber: '100000001', tier: 'Gold', nextStateURI: '/', mfaOption: null })}>
        Finish sign-in
      </button>
      <button type="button" onClick={onClose}>
        Close sign-in
      </button>
    </div>
  );
}
