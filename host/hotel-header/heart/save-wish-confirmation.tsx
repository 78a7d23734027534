import { css } from '@linaria/core';
import type { SaveWish } from '../../../shared/domain/save-wish-token';
import type { Messages } from '../../../shared/i18n/messages';
import { useMessages } from '../../../shared/i18n/messages-context';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal/modal';
import { ActionsFooter } from '../../../shared/ui/modal/modal-footers';

const bodyClass = css`
  padding: 0 1.5rem 1.5rem;
  & > p {
    margin: 0;
  }
`;

export type SaveWishConfirmationProps = {
  wish: SaveWish;
  hotelName: string;
  onConfirm(): void;
  onDecline(): void;
};

/** The question, which is also the dialog's name: it says what would change, and for which hotel. */
export function saveWishQuestion({ save }: SaveWish, hotelName: string, t: Messages['t']): string {
  return save ? t('saveWishConfirmation.question.save', { hotelName }) : t('saveWishConfirmation.question.remove', { hotelName });
}

/**
 * Asks the member before a save wish that came by a link our page did not make is applied. A modal
 * dialog (focus inside, Escape or "Not now" declines) on our own page, which no other site may frame,
 * so only the member can answer it.
 */
export function SaveWishConfirmation({ wish, hotelName, onConfirm, onDecline }: SaveWishConfirmationProps) {
  const { t } = useMessages();
  return (
    <Modal
      title={saveWishQuestion(wish, hotelName, t)}
      isOpen
      onClose={onDecline}
      closeLabel={t('saveWishConfirmation.closeLabel')}
      footer={
        <ActionsFooter>
          <Button onClick={onConfirm}>{wish.save ? t('saveWishConfirmation.confirm.save') : t('saveWishConfirmation.confirm.remove')}</Button>
          <Button variant="secondary" onClick={onDecline}>
            {t('saveWishConfirmation.decline')}
          </Button>
        </ActionsFooter>
      }
    >
      <div className={bodyClass}>
        <p>{t('saveWishConfirmation.explanation')}</p>
      </div>
    </Modal>
  );
}
