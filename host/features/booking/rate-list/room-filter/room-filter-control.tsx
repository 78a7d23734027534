import { css } from '@linaria/core';
import { useMemo, useState } from 'react';
import { roomFeatureText } from '../../../../../shared/format/room-feature-text';
import { useLocale, useMessages } from '../../../../../shared/i18n/messages-context';
import { Button } from '../../../../../shared/ui/button';
import { RoomFilterDialog } from './room-filter-dialog';
import { roomFilterOptions, type RoomFeature } from './room-filters';

const barClass = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin: 0.5rem 0 1rem;
  & > p {
    margin: 0;
  }
`;

type Room = { roomType: { features: readonly RoomFeature[] } };

/**
 * The rate list's "Filter rooms": narrows the rooms of every tab to those with the chosen features.
 * Answers the features applied (those some room still has), the choices, and how to apply others.
 */
export function useRoomFilter(rooms: readonly Room[]) {
  const [applied, setApplied] = useState<ReadonlySet<string>>(() => new Set());
  const locale = useLocale();
  const messages = useMessages();
  const options = useMemo(() => roomFilterOptions(rooms, locale, (feature) => roomFeatureText(feature, messages)), [rooms, locale, messages]);
  // A new search may drop a feature: what no room has any longer is no longer applied.
  const live = useMemo(() => new Set([...applied].filter((key) => options.some((option) => option.key === key))), [applied, options]);
  return { applied: live, options, setApplied };
}

export type RoomFilterBarProps = {
  options: ReturnType<typeof roomFilterOptions>;
  applied: ReadonlySet<string>;
  /** Rooms of the tab shown, before and after the filter. */
  total: number;
  shown: number;
  countRooms(chosen: ReadonlySet<string>): number;
  onApply(chosen: ReadonlySet<string>): void;
};

export function RoomFilterBar({ options, applied, total, shown, countRooms, onApply }: RoomFilterBarProps) {
  const [isOpen, setOpen] = useState(false);
  const { t } = useMessages();
  if (options.length === 0) return null;
  return (
    <div className={barClass}>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('rateList.filter.open', { count: applied.size })}
      </Button>
      {applied.size > 0 ? (
        <>
          <p role="status">{t('rateList.filter.showing', { shown, total })}</p>
          <Button variant="secondary" onClick={() => onApply(new Set())}>
            {t('rateList.filter.clearAll')}
          </Button>
        </>
      ) : null}
      <RoomFilterDialog isOpen={isOpen} options={options} applied={applied} countRooms={countRooms} onApply={onApply} onClose={() => setOpen(false)} />
    </div>
  );
}
