import { css } from '@linaria/core';
import { useId, useRef, useState } from 'react';
import { addDays, SEARCH_LIMITS } from '../../../shared/booking/search-criteria';
import { useLocale, useMessages } from '../../../shared/i18n/messages-context';
import { onDemand } from '../../../shared/ssr/on-demand';
import { useLoadedChunk } from '../../../shared/ssr/use-chunk';
import { useIsHydrated } from '../../../shared/ssr/use-is-hydrated';
import { FieldError } from '../../../shared/ui/field-error';
import { describedBy, fieldControlClass, fieldLabelClass, fieldRootClass } from '../../../shared/ui/field-styles';
import { colors, radii } from '../../../shared/ui/theme';
import type { HomeSearchErrors } from './home-search-input';
import type { StayRange } from './stay-calendar';

const calendarChunk = onDemand(async () => (await import('./stay-calendar')).StayCalendar);

const datesClass = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  column-gap: 0.75rem;
  & input {
    width: 100%;
    box-sizing: border-box;
  }
  & > button {
    grid-column: 1 / -1;
    justify-self: start;
    min-height: 44px;
    margin: -0.5rem 0 1rem;
    padding: 0 0.25rem;
    border: none;
    background: none;
    color: ${colors.ink};
    font: inherit;
    font-weight: 600;
    text-decoration: underline;
    text-underline-offset: 0.2em;
    cursor: pointer;
  }
`;

const panelClass = css`
  grid-column: 1 / -1;
  margin: 0 0 1rem;
  padding: 0.5rem;
  border: 1px solid ${colors.line};
  border-radius: ${radii.card};
  background: ${colors.surface};
`;

export type StayDatesProps = { defaults: StayRange; today: string; errors: HomeSearchErrors };

/**
 * Check-in and check-out as plain date inputs, which work before the script and on any keyboard, with
 * a month calendar beside them for choosing the range by sight. The calendar's code (react-aria) is a
 * chunk of its own: asked for when the guest reaches the dates, shown when they open it.
 */
export function StayDates({ defaults, today, errors }: StayDatesProps) {
  const { t } = useMessages();
  const locale = useLocale();
  const id = useId();
  const checkInRef = useRef<HTMLInputElement>(null);
  const checkOutRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  // The calendar needs the script; before it, the date inputs alone are offered.
  const isHydrated = useIsHydrated();
  const lastDay = addDays(today, SEARCH_LIMITS.bookingHorizonDays);
  const prefetch = () => void calendarChunk();
  const StayCalendar = useLoadedChunk(isOpen ? calendarChunk() : null);

  const close = () => {
    setIsOpen(false);
    toggleRef.current?.focus();
  };
  const choose = ({ checkInDate, checkOutDate }: StayRange) => {
    if (checkInRef.current) checkInRef.current.value = checkInDate;
    if (checkOutRef.current) checkOutRef.current.value = checkOutDate;
    close();
  };

  return (
    <div className={datesClass}>
      <DateInput inputRef={checkInRef} name="checkInDate" label={t('search.checkIn.label')} defaultValue={defaults.checkInDate} min={today} max={addDays(lastDay, -1)} error={errors.checkInDate} onFocus={prefetch} />
      <DateInput inputRef={checkOutRef} name="checkOutDate" label={t('search.checkOut.label')} defaultValue={defaults.checkOutDate} min={addDays(today, 1)} max={lastDay} error={errors.checkOutDate} onFocus={prefetch} />
      <button
        ref={toggleRef}
        type="button"
        hidden={!isHydrated}
        aria-expanded={isOpen}
        aria-controls={`${id}-calendar`}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => (isOpen ? close() : setIsOpen(true))}
      >
        {isOpen ? t('search.dates.close') : t('search.dates.open')}
      </button>
      <div
        id={`${id}-calendar`}
        className={panelClass}
        hidden={!isOpen}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            close();
          }
        }}
      >
        {isOpen && StayCalendar ? (
          <StayCalendar
            locale={locale}
            label={t('search.dates.calendar')}
            firstDay={today}
            lastDay={lastDay}
            checkInDate={checkInRef.current?.value ?? defaults.checkInDate}
            checkOutDate={checkOutRef.current?.value ?? defaults.checkOutDate}
            onChange={choose}
          />
        ) : isOpen ? (
          <p aria-busy="true">{t('search.dates.loading')}</p>
        ) : null}
      </div>
    </div>
  );
}

type DateInputProps = {
  inputRef: React.Ref<HTMLInputElement>;
  name: 'checkInDate' | 'checkOutDate';
  label: string;
  defaultValue: string;
  min: string;
  max: string;
  error: string | undefined;
  onFocus(): void;
};

function DateInput({ inputRef, name, label, defaultValue, min, max, error, onFocus }: DateInputProps) {
  const id = useId();
  return (
    <div className={fieldRootClass}>
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="date"
        className={fieldControlClass}
        defaultValue={defaultValue}
        min={min}
        max={max}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error })}
        onFocus={onFocus}
      />
      <FieldError fieldId={id} error={error} />
    </div>
  );
}
