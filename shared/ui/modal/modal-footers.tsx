import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useMessages } from '../../i18n/messages-context';
import { Button, buttonClass } from '../button';
import { textActionClass } from '../text-action';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  &[data-spread='true'] {
    justify-content: space-between;
  }
`;

export type ApplyFooterProps = {
  onClear(): void;
  onApply(): void;
  /** "Apply" unless the choice reads better named, e.g. "Show 3 rooms". */
  applyLabel?: string;
  /** Nothing chosen yet: Clear has nothing to clear. */
  isClearDisabled?: boolean;
};

/** The footer of a modal that narrows something down (spec 2.6): a Clear link and an Apply button. */
export function ApplyFooter({ onClear, onApply, applyLabel, isClearDisabled = false }: ApplyFooterProps) {
  const { t } = useMessages();
  return (
    <Row data-spread="true">
      <button type="button" className={textActionClass} onClick={onClear} disabled={isClearDisabled}>
        {t('modal.clear')}
      </button>
      <Button onClick={onApply}>{applyLabel ?? t('modal.apply')}</Button>
    </Row>
  );
}

/** The footer of a modal that leads on to a hotel's rates (spec 2.6): one View rates link. */
export function ViewRatesFooter({ to, onNavigate }: { to: string; onNavigate?(): void }) {
  const { t } = useMessages();
  return (
    <Row>
      <Link className={buttonClass} data-variant="primary" to={to} onClick={onNavigate}>
        {t('modal.viewRates')}
      </Link>
    </Row>
  );
}

/** The generic footer (spec 2.6): the modal's own action buttons, the main one first. */
export function ActionsFooter({ children }: { children: ReactNode }) {
  return <Row>{children}</Row>;
}
