import { useId, useMemo, useRef } from 'react';
import { Field, type FieldMetaState } from 'react-final-form';
import { Link } from 'react-router-dom';
import { addDays, localIsoDay, SEARCH_LIMITS, type SearchCriteria, type SearchField } from '../../../../shared/booking/search-criteria';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { PROPERTY_CODE_PATTERN } from '../../../../shared/domain/saved-properties';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { TextField } from '../../../../shared/ui/text-field';
import { HotelSelectField } from './hotel-select-field';
import { calendarCriteriaOf } from './calendar-criteria';
import {
  criteriaOfSearchForm,
  fieldErrorsOf,
  SEARCH_FIELD_ORDER,
  searchFormInputOf,
  validateSearchForm,
  type SearchFieldErrors,
  type SearchFormInput,
  type WordedSearchProblem,
} from './search-form-input';
import { checkboxRowClass, fieldGridClass, formActionsClass, formClass } from '../../../components/search-form-styles';
import { currentInstant } from '../../../../shared/time/current-instant';
import { Form } from '../../../../shared/ui/form';
import { KeepTypedBeforeHydration } from '../../../../shared/ui/keep-typed-before-hydration';

export type SearchFormProps = {
  initialCriteria: SearchCriteria;
  /** `full` on the availability page (with the hotel and the calendar link); `compact` on the rate list, for its hotel. */
  layout: 'full' | 'compact';
  /** Problems already known of the initial search (from the address or the server), shown until the field is changed. */
  knownProblems?: readonly WordedSearchProblem[];
  submitLabel: string;
  onSearch(criteria: SearchCriteria): void;
};

/**
 * The availability search (spec 2, availability; spec 3, availabilityRequestVO): dates, rooms, adults
 * and children per room, and "Use points", checked with the shared search rules before any request.
 * Each field says what is wrong beside it; a refused submit sends focus to the first such field.
 */
export function SearchForm({ initialCriteria, layout, knownProblems = [], submitLabel, onSearch }: SearchFormProps) {
  const formLabelId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const initialValues = useMemo(() => searchFormInputOf(initialCriteria), [initialCriteria]);
  const known = useMemo(() => fieldErrorsOf(knownProblems), [knownProblems]);
  const today = localIsoDay(currentInstant());
  const showsHotel = layout === 'full' || known.propertyId !== undefined;
  const { t, say } = useMessages();

  return (
    <Form<SearchFormInput>
      initialValues={initialValues}
      validate={(values) => validateSearchForm(values, today, say)}
      onSubmit={(values) => onSearch(criteriaOfSearchForm(values))}
    >
      {({ handleSubmit, form, values }) => (
        <form
          ref={formRef}
          className={formClass}
          noValidate
          aria-labelledby={formLabelId}
          onSubmit={(event) => {
            void handleSubmit(event);
            focusFirstInvalidField(event.currentTarget, form.getState().errors as SearchFieldErrors | undefined);
          }}
        >
          <h2 id={formLabelId} className={layout === 'compact' ? 'visually-hidden' : undefined}>
            {layout === 'compact' ? t('availability.form.headingCompact') : t('availability.form.heading')}
          </h2>
          {!showsHotel && known.propertyId ? <ErrorAlert>{known.propertyId}</ErrorAlert> : null}
          {showsHotel ? (
            <Field<string> name="propertyId">
              {({ input, meta }) => <HotelSelectField input={input} error={shownError(meta, known.propertyId)} />}
            </Field>
          ) : null}
          <div className={fieldGridClass} data-layout={layout}>
            <DateField name="checkInDate" label={t('availability.form.checkIn')} min={today} max={addDays(today, SEARCH_LIMITS.bookingHorizonDays - 1)} known={known} />
            <DateField name="checkOutDate" label={t('availability.form.checkOut')} min={today} max={addDays(today, SEARCH_LIMITS.bookingHorizonDays)} known={known} />
            <CountField name="numRooms" label={t('availability.form.rooms')} min={1} max={SEARCH_LIMITS.maxRooms} known={known} />
            <CountField name="numAdultsPerRoom" label={t('availability.form.adultsPerRoom')} min={1} max={SEARCH_LIMITS.maxAdultsPerRoom} known={known} />
            <CountField name="numChildrenPerRoom" label={t('availability.form.childrenPerRoom')} min={0} max={SEARCH_LIMITS.maxChildrenPerRoom} known={known} />
          </div>
          <Field<boolean> name="rewardsRedemption" type="checkbox">
            {({ input: { value: _value, ...checkbox } }) => (
              <label className={checkboxRowClass}>
                <input {...checkbox} type="checkbox" />
                {t('availability.form.usePoints')}
              </label>
            )}
          </Field>
          <div className={formActionsClass}>
            {/* Keeping focus where it is on mouse down: a blur-time message must not move the button from under the pointer. */}
            <Button type="submit" onMouseDown={(event) => event.preventDefault()}>
              {submitLabel}
            </Button>
            {layout === 'full' && PROPERTY_CODE_PATTERN.test(values.propertyId ?? '') ? (
              <Link to={bookingPaths.availabilityCalendar.getHref(calendarCriteriaOf(values))}>{t('availability.form.calendarLink')}</Link>
            ) : null}
          </div>
          <KeepTypedBeforeHydration formRef={formRef} />
        </form>
      )}
    </Form>
  );
}

// A message shows once it is due: after a submit, or once the guest changed the field and left it. A
// problem known before the form opened (a bad address, the server's refusal) shows until the field changes.
function shownError(meta: FieldMetaState<unknown>, known: string | undefined): string | undefined {
  if (meta.submitFailed || (meta.touched && meta.modified)) return meta.error as string | undefined;
  return meta.pristine ? known : undefined;
}

type FieldProps = { name: SearchField; label: string; known: SearchFieldErrors };

function DateField({ name, label, min, max, known }: FieldProps & { min: string; max: string }) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => <TextField {...input} type="date" label={label} min={min} max={max} error={shownError(meta, known[name])} />}
    </Field>
  );
}

function CountField({ name, label, min, max, known }: FieldProps & { min: number; max: number }) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => (
        <TextField {...input} type="number" inputMode="numeric" label={label} min={min} max={max} step={1} error={shownError(meta, known[name])} />
      )}
    </Field>
  );
}

function focusFirstInvalidField(form: HTMLFormElement, errors: SearchFieldErrors | undefined): void {
  const first = SEARCH_FIELD_ORDER.find((field) => errors?.[field]);
  const element = first ? form.elements.namedItem(first) : null;
  if (element instanceof HTMLElement) element.focus();
}
