import { css } from '@linaria/core';
import { useRef, type KeyboardEvent } from 'react';
import type { RateMode } from '../../../../shared/graphql/generated/graphql';
import { useMessages } from '../../../../shared/i18n/messages-context';
import type { MessageKey } from '../../../../shared/i18n/message-types';
import { colors } from '../../../../shared/ui/theme';

const tabListClass = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  margin-bottom: 1rem;
  border-bottom: 1px solid ${colors.line};
  & > button {
    min-height: 44px;
    padding: 0.5rem 1rem;
    border: none;
    border-bottom: 3px solid transparent;
    background: none;
    font: inherit;
    color: ${colors.ink};
    cursor: pointer;
  }
  & > button[aria-selected='true'] {
    border-bottom-color: ${colors.brand};
    font-weight: 700;
  }
`;

export const rateModeTabId = (idBase: string, mode: RateMode) => `${idBase}-tab-${mode}`;

/** Each rate mode's tab (spec 9); shared/booking's RATE_MODE_LABELS are the same words in English only. */
const RATE_MODE_TAB_KEYS = {
  CASH: 'rateList.rateModes.cash',
  POINTS: 'rateList.rateModes.points',
  CASH_AND_POINTS: 'rateList.rateModes.cashAndPoints',
  POINTS_PLUS_CASH_UPGRADE: 'rateList.rateModes.pointsPlusCashUpgrade',
} as const satisfies Record<RateMode, MessageKey>;

export type RateModeTabsProps = {
  modes: readonly RateMode[];
  selected: RateMode;
  onSelect(mode: RateMode): void;
  /** Prefix of the tabs' ids, which the panel names as its label. */
  idBase: string;
  panelId: string;
};

/**
 * The rate list's tab list, one tab per rate mode (spec 2, screen areas; spec 9, rate modes), with the
 * ARIA tabs pattern: one tab stop, arrow keys (and Home, End) move between tabs and show each at once.
 */
export function RateModeTabs({ modes, selected, onSelect, idBase, panelId }: RateModeTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const { t } = useMessages();

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = modes.indexOf(selected);
    const next = nextIndex(event.key, index, modes.length);
    if (next === null) return;
    event.preventDefault();
    onSelect(modes[next]!);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div ref={listRef} role="tablist" aria-label={t('rateList.rateModes.label')} className={tabListClass} onKeyDown={move}>
      {modes.map((mode) => (
        <button
          key={mode}
          type="button"
          role="tab"
          id={rateModeTabId(idBase, mode)}
          aria-selected={mode === selected}
          aria-controls={panelId}
          tabIndex={mode === selected ? 0 : -1}
          onClick={() => onSelect(mode)}
        >
          {t(RATE_MODE_TAB_KEYS[mode])}
        </button>
      ))}
    </div>
  );
}

function nextIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
