import { css } from '@linaria/core';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { DESTINATION_MAX_LENGTH } from '../../../shared/booking/hotel-search-request';
import { useLocale, useMessages } from '../../../shared/i18n/messages-context';
import { FieldError } from '../../../shared/ui/field-error';
import { describedBy, fieldControlClass, fieldHintClass, fieldLabelClass, fieldRootClass } from '../../../shared/ui/field-styles';
import { colors, radii } from '../../../shared/ui/theme';
import type { PickedPlace } from './home-search-input';
import { useSuggestedPlaces, type SuggestedPlace } from './use-suggested-places';

const anchorClass = css`
  position: relative;
  & > input {
    width: 100%;
    box-sizing: border-box;
  }
`;

const listClass = css`
  position: absolute;
  z-index: 20;
  inset-inline: 0;
  top: calc(100% + 0.25rem);
  max-height: 22rem;
  overflow-y: auto;
  margin: 0;
  padding: 0.25rem 0;
  list-style: none;
  border: 1px solid ${colors.line};
  border-radius: ${radii.control};
  background: ${colors.surface};
  box-shadow: 0 8px 24px rgb(0 0 0 / 18%);
  & > li {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    cursor: pointer;
  }
  & > li[aria-selected='true'] {
    background: ${colors.canvas};
    box-shadow: inset 4px 0 0 ${colors.focus};
  }
  & span[data-part='text'] {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  & span[data-part='detail'] {
    color: ${colors.inkMuted};
    font-size: 0.875rem;
  }
  & span[data-part='kind'] {
    flex: none;
    margin-inline-start: auto;
    padding: 0.125rem 0.5rem;
    border-radius: 999px;
    border: 1px solid ${colors.line};
    color: ${colors.inkMuted};
    font-size: 0.75rem;
  }
`;

export type DestinationComboboxProps = {
  defaultValue: string;
  error: string | undefined;
  /** The suggestion picked, or null once the guest types over it. */
  onPick(place: PickedPlace | null): void;
};

/**
 * The destination field: a plain text input named `destination` (the form works with it before the
 * script runs) that, once hydrated, suggests cities and hotels as the guest types, in the ARIA 1.2
 * combobox pattern: arrows move through the list, Enter picks, Escape closes. The input is left
 * uncontrolled, so whatever the guest typed before the page hydrated stays in it.
 */
export function DestinationCombobox({ defaultValue, error, onPick }: DestinationComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const { t } = useMessages();
  const locale = useLocale();
  const [typed, setTyped] = useState<string | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { places, query, hasFailed } = useSuggestedPlaces(typed, locale);
  const isShown = isOpen && places.length > 0;

  useEffect(() => {
    setActive(-1);
    setIsOpen(true);
  }, [places]);

  const pick = (place: SuggestedPlace) => {
    if (inputRef.current) inputRef.current.value = place.name;
    onPick({ kind: place.kind, id: place.id, name: place.name });
    setIsOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (places.length === 0) return;
      event.preventDefault();
      setIsOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (!isShown ? (step > 0 ? 0 : places.length - 1) : (current + step + places.length) % places.length));
    } else if (event.key === 'Enter' && isShown && active >= 0) {
      event.preventDefault();
      pick(places[active]!);
    } else if (event.key === 'Escape' && isShown) {
      event.preventDefault();
      setIsOpen(false);
    }
  };

  return (
    <div className={fieldRootClass}>
      <label htmlFor={id} className={fieldLabelClass}>
        {t('search.destination.label')}
      </label>
      <p id={`${id}-hint`} className={fieldHintClass}>
        {t('search.destination.hint')}
      </p>
      <div className={anchorClass}>
      <input
        ref={inputRef}
        id={id}
        name="destination"
        type="text"
        role="combobox"
        className={fieldControlClass}
        defaultValue={defaultValue}
        autoComplete="off"
        maxLength={DESTINATION_MAX_LENGTH}
        aria-autocomplete="list"
        aria-expanded={isShown}
        aria-controls={listId}
        aria-activedescendant={isShown && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint: true })}
        onChange={(event) => {
          setTyped(event.target.value);
          onPick(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setIsOpen(false)}
      />
      <ul id={listId} role="listbox" aria-label={t('search.destination.label')} className={listClass} hidden={!isShown}>
        {isShown
          ? places.map((place, index) => (
              <li
                key={`${place.kind}-${place.id}`}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                // Keeps the focus in the field, so the list stays open for the click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(place)}
              >
                <span data-part="text">
                  <bdi>{place.name}</bdi>
                  <span data-part="detail">
                    <bdi>{place.detail}</bdi>
                  </span>
                </span>
                <span data-part="kind">{place.kind === 'CITY' ? t('search.destination.city') : t('search.destination.hotel')}</span>
              </li>
            ))
          : null}
      </ul>
      </div>
      <p role="status" className="visually-hidden">
        {isOpen && !hasFailed && query !== '' && query === typed?.trim() ? t('search.destination.suggestions', { count: places.length }) : ''}
      </p>
      {hasFailed ? <p className={fieldHintClass}>{t('search.destination.failed')}</p> : null}
      <FieldError fieldId={id} error={error} />
    </div>
  );
}
