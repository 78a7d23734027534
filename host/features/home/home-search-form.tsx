import { css } from '@linaria/core';
import { useId, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { localIsoDay } from '../../../shared/booking/search-criteria';
import { bookingPaths } from '../../../shared/domain/booking-paths';
import { useMessages } from '../../../shared/i18n/messages-context';
import { currentInstant } from '../../../shared/time/current-instant';
import { Button } from '../../../shared/ui/button';
import { colors, radii } from '../../../shared/ui/theme';
import { DestinationCombobox } from './destination-combobox';
import { GuestCounts } from './guest-counts';
import {
  HOME_SEARCH_FIELD_ORDER,
  requestOfForm,
  searchTargetOf,
  startingSearch,
  validateHomeSearch,
  type HomeSearchErrors,
  type PickedPlace,
} from './home-search-input';
import { StayDates } from './stay-dates';
import { HOME_SEARCH_ID } from './home-search-anchor';

const formClass = css`
  padding: 1.25rem;
  border-radius: ${radii.card};
  background: ${colors.surface};
  color: ${colors.ink};
  box-shadow: 0 4px 18px rgb(0 0 0 / 12%);
  & > button[type='submit'] {
    width: 100%;
    margin-top: 0.5rem;
  }
  /* Pages keep the pointer off their buttons until hydrated, as a click then would be lost; this one is
     a real submit of a GET form, which searches with or without the script. */
  [data-server-rendered]:not([data-hydrated]) & > button[type='submit'] {
    pointer-events: auto;
  }
`;

/**
 * The home page's search: where, when and for how many. A real GET form to the results page, so it
 * searches before the script arrives; once hydrated it checks the search with the shared rules first,
 * sends a hotel picked from the suggestions straight to its rates, and anything else to the results.
 * Its fields are left uncontrolled, so what the guest typed before hydration is what it sends.
 */
export function HomeSearchForm() {
  const { t, say } = useMessages();
  const headingId = useId();
  const [params] = useSearchParams();
  const today = localIsoDay(currentInstant());
  const start = useMemo(() => startingSearch(params, today), [params, today]);
  const [errors, setErrors] = useState<HomeSearchErrors>({});
  const picked = useRef<PickedPlace | null>(null);
  const navigate = useNavigate();

  return (
    <form
      id={HOME_SEARCH_ID}
      className={formClass}
      method="get"
      action={bookingPaths.findHotels.path}
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const request = requestOfForm(form);
        const found = validateHomeSearch(request, today, { t, say });
        setErrors(found);
        const first = HOME_SEARCH_FIELD_ORDER.find((field) => found[field]);
        if (first) {
          const control = form.elements.namedItem(first);
          if (control instanceof HTMLElement) control.focus();
          return;
        }
        navigate(searchTargetOf(request, picked.current));
      }}
    >
      <h2 id={headingId} className="visually-hidden">
        {t('search.form.heading')}
      </h2>
      <DestinationCombobox defaultValue={start.destination} error={errors.destination} onPick={(place) => (picked.current = place)} />
      <StayDates defaults={start} today={today} errors={errors} />
      <GuestCounts rooms={start.numRooms} adults={start.numAdultsPerRoom} children={start.numChildrenPerRoom} errors={errors} />
      <Button type="submit">{t('search.submit')}</Button>
    </form>
  );
}
