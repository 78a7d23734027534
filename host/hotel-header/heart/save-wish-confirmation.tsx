import { css } from '@linaria/core';
import type { SaveWish } from '../../../shared/domain/save-wish-token';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';

const bodyClass = css`
  padding: 0 1.5rem 1.5rem;
  & > p {
    margin: 0 0 1rem;
  }
  & > div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
  }
`;

export type SaveWishConfirmationProps = {
  wish: SaveWish;
  hotelName: string;
  onConfirm(): void;
  onDecline(): void;
};

/** The question, which is also the dialog's name: it says what would change, and for which hotel. */
export function saveWishQuestion({ save }: SaveWish, hotelName: string): string {
  return save ? `Save ${hotelName} to your saved hotels?` : `Remove ${hotelName} from your saved hotels?`;
}

/**
 * Asks the member before a save wish that came by a link our page did not make is applied. A modal
 * dialog (focus inside, Escape or "Not now" declines) on our own page, which no other site may frame,
 * so only the member can answer it.
 */
export function SaveWishConfirmation({ wish, hotelName, onConfirm, onDecline }: SaveWishConfirmationProps) {
  return (
    <Dialog title={saveWishQuestion(wish, hotelName)} isOpen onClose={onDecline} closeLabel="Close without changing your saved hotels">
      <div className={bodyClass}>
        <p>A link asked for this change. Your saved hotels stay as they are unless you confirm.</p>
        <div>
          <Button onClick={onConfirm}>{wish.save ? 'Save hotel' : 'Remove hotel'}</Button>
          <Button variant="secondary" onClick={onDecline}>
            Not now
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
