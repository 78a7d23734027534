import type { SignInSucceededDetail } from '../../bridge';
import type { overlayPaths } from '../../shared/domain/paths';
import type { SignInVariant } from '../../shared/domain/sign-in-variants';
import { useMessages } from '../../shared/i18n/messages-context';
import { Modal } from '../../shared/ui/modal/modal';
import { useFreshOverlayKey } from '../components/use-fresh-overlay-key';
import { SignInFrame } from './sign-in-frame';
import { useReturnTo } from '../services/use-return-to';

export type SignInDialogProps = {
  isOpen: boolean;
  /** Load the overlay ahead, hidden, so it is ready when the dialog opens (set on hover or focus). */
  isPreloaded: boolean;
  onClose(): void;
  onSignedIn(detail: SignInSucceededDetail): void;
  /** The account modal by default; the reservation flow's modal offers continue-as-guest. */
  page?: keyof typeof overlayPaths;
  variant?: SignInVariant;
  title?: string;
  onContinueAsGuest?(): void;
  /** Where to come back to after signing in; this page by default. */
  returnTo?: string;
};

/** Sign-in in a modal dialog: the sign-in overlay, from the overlay origin. */
export function SignInDialog({
  isOpen,
  isPreloaded,
  onClose,
  onSignedIn,
  page = 'signIn',
  variant = 'accountModal',
  title,
  onContinueAsGuest,
  returnTo: givenReturnTo,
}: SignInDialogProps) {
  const { t } = useMessages();
  const here = useReturnTo();
  const returnTo = givenReturnTo ?? here;
  const overlayKey = useFreshOverlayKey(isOpen);

  return (
    <Modal title={title ?? t('signInDialog.title')} isOpen={isOpen} onClose={onClose} keepMounted={isPreloaded}>
      <SignInFrame
        key={overlayKey}
        page={page}
        variant={variant}
        returnTo={returnTo}
        isActive={isOpen}
        onSignedIn={onSignedIn}
        onClose={onClose}
        onContinueAsGuest={onContinueAsGuest}
      />
    </Modal>
  );
}
