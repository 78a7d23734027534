import { useId, useMemo } from 'react';
import { Field, Form, type FieldMetaState } from 'react-final-form';
import { addDays, localIsoDay, SEARCH_LIMITS, searchProblems, type SearchField } from '../../../../shared/booking/search-criteria';
import { Button } from '../../../../shared/ui/button';
import { TextField } from '../../../../shared/ui/text-field';
import { criteriaOfSearchForm, fieldErrorsOf, type SearchFieldErrors } from '../../booking/search/search-form-input';
import { fieldGridClass, formActionsClass, formClass } from '../../booking/search/search-form-styles';
import type { ModifyStay } from './modify-address';

type ModifyStayInput = { checkInDate: string; checkOutDate: string; numAdultsPerRoom: string; numChildrenPerRoom: string };

/** The fields in the order the form shows them: the first with a problem takes focus. */
const FIELD_ORDER: readonly SearchField[] = ['checkInDate', 'checkOutDate', 'numAdultsPerRoom', 'numChildrenPerRoom'];

const inputOf = (stay: ModifyStay): ModifyStayInput => ({
  checkInDate: stay.checkInDate,
  checkOutDate: stay.checkOutDate,
  numAdultsPerRoom: String(stay.numAdultsPerRoom),
  numChildrenPerRoom: String(stay.numChildrenPerRoom),
});

/** One room's stay checked by the rate list's own rules (a room of one order, at its own hotel). */
function validate(values: ModifyStayInput, today: string): SearchFieldErrors {
  // The date and party rules only: the hotel is the room's own, never a field here.
  const criteria = criteriaOfSearchForm({ ...values, numRooms: '1' });
  return fieldErrorsOf(searchProblems(criteria, today));
}

export type ModifyStayFormProps = { stay: ModifyStay; onSearch(stay: ModifyStay): void };

/**
 * The new stay of the room being changed: its dates and its party. Checked before any request, each
 * field saying what is wrong beside it; a refused submit sends focus to the first such field.
 */
export function ModifyStayForm({ stay, onSearch }: ModifyStayFormProps) {
  const headingId = useId();
  const initialValues = useMemo(() => inputOf(stay), [stay]);
  const today = localIsoDay(new Date());
  return (
    <Form<ModifyStayInput>
      initialValues={initialValues}
      validate={(values) => validate(values, today)}
      onSubmit={(values) => {
        const criteria = criteriaOfSearchForm(values);
        onSearch({ checkInDate: criteria.checkInDate, checkOutDate: criteria.checkOutDate, numAdultsPerRoom: criteria.numAdultsPerRoom, numChildrenPerRoom: criteria.numChildrenPerRoom });
      }}
    >
      {({ handleSubmit, form }) => (
        <form
          className={formClass}
          noValidate
          aria-labelledby={headingId}
          onSubmit={(event) => {
            void handleSubmit(event);
            const errors = form.getState().errors as SearchFieldErrors | undefined;
            const first = FIELD_ORDER.find((field) => errors?.[field]);
            const element = first ? event.currentTarget.elements.namedItem(first) : null;
            if (element instanceof HTMLElement) element.focus();
          }}
        >
          <h2 id={headingId}>Your new stay</h2>
          <div className={fieldGridClass} data-layout="compact">
            <Field<string> name="checkInDate">
              {({ input, meta }) => (
                <TextField {...input} type="date" label="Check-in" min={today} max={addDays(today, SEARCH_LIMITS.bookingHorizonDays - 1)} error={shownError(meta)} />
              )}
            </Field>
            <Field<string> name="checkOutDate">
              {({ input, meta }) => (
                <TextField {...input} type="date" label="Check-out" min={today} max={addDays(today, SEARCH_LIMITS.bookingHorizonDays)} error={shownError(meta)} />
              )}
            </Field>
            <Field<string> name="numAdultsPerRoom">
              {({ input, meta }) => (
                <TextField {...input} type="number" inputMode="numeric" label="Adults" min={1} max={SEARCH_LIMITS.maxAdultsPerRoom} step={1} error={shownError(meta)} />
              )}
            </Field>
            <Field<string> name="numChildrenPerRoom">
              {({ input, meta }) => (
                <TextField {...input} type="number" inputMode="numeric" label="Children" min={0} max={SEARCH_LIMITS.maxChildrenPerRoom} step={1} error={shownError(meta)} />
              )}
            </Field>
          </div>
          <div className={formActionsClass}>
            <Button type="submit" onMouseDown={(event) => event.preventDefault()}>
              Show rates for these dates
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}

// A message shows once it is due: after a submit, or once the guest changed the field and left it.
const shownError = (meta: FieldMetaState<unknown>) => (meta.submitFailed || (meta.touched && meta.modified) ? (meta.error as string | undefined) : undefined);
