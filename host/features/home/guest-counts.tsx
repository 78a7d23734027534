import { css } from '@linaria/core';
import { useId } from 'react';
import { SEARCH_LIMITS } from '../../../shared/booking/search-criteria';
import { useMessages } from '../../../shared/i18n/messages-context';
import { FieldError } from '../../../shared/ui/field-error';
import { describedBy, fieldControlClass, fieldLabelClass, fieldRootClass } from '../../../shared/ui/field-styles';
import type { HomeSearchErrors, HomeSearchField } from './home-search-input';

const fieldsetClass = css`
  margin: 0;
  padding: 0;
  border: none;
  & > legend {
    padding: 0;
    margin-bottom: 0.5rem;
    font-weight: 600;
  }
  & > div {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    column-gap: 0.75rem;
  }
  & select {
    width: 100%;
  }
  & label {
    font-weight: 400;
    font-size: 0.9375rem;
  }
`;

export type GuestCountsProps = { rooms: number; adults: number; children: number; errors: HomeSearchErrors };

/** Rooms, and adults and children in each, as selects with the search rules' limits. */
export function GuestCounts({ rooms, adults, children, errors }: GuestCountsProps) {
  const { t } = useMessages();
  return (
    <fieldset className={fieldsetClass}>
      <legend>{t('search.guests.legend')}</legend>
      <div>
        <CountSelect name="numRooms" label={t('search.rooms.label')} value={rooms} min={1} max={SEARCH_LIMITS.maxRooms} error={errors.numRooms} />
        <CountSelect name="numAdultsPerRoom" label={t('search.adults.label')} value={adults} min={1} max={SEARCH_LIMITS.maxAdultsPerRoom} error={errors.numAdultsPerRoom} />
        <CountSelect name="numChildrenPerRoom" label={t('search.children.label')} value={children} min={0} max={SEARCH_LIMITS.maxChildrenPerRoom} error={errors.numChildrenPerRoom} />
      </div>
    </fieldset>
  );
}

type CountSelectProps = { name: HomeSearchField; label: string; value: number; min: number; max: number; error: string | undefined };

function CountSelect({ name, label, value, min, max, error }: CountSelectProps) {
  const id = useId();
  const counts = Array.from({ length: max - min + 1 }, (_, index) => min + index);
  return (
    <div className={fieldRootClass}>
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={fieldControlClass}
        defaultValue={String(Number.isInteger(value) ? value : min)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error })}
      >
        {counts.map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </select>
      <FieldError fieldId={id} error={error} />
    </div>
  );
}
