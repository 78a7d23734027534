import { useId, useMemo, useRef } from 'react';
import { Field, type FieldMetaState } from 'react-final-form';
import { addDays, localIsoDay, SEARCH_LIMITS, searchProblems, type SearchCriteria, type SearchField } from '../../../../shared/booking/search-criteria';
import type { Messages } from '../../../../shared/i18n/messages';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { Button } from '../../../../shared/ui/button';
import { TextField } from '../../../../shared/ui/text-field';
import { fieldGridClass, formActionsClass, formClass } from '../../../components/search-form-styles';
import type { ModifyStay } from './modify-address';
import { currentInstant } from '../../../../shared/time/current-instant';
import { Form } from '../../../../shared/ui/form';
import { KeepTypedBeforeHydration } from '../../../../shared/ui/keep-typed-before-hydration';

type ModifyStayInput = { checkInDate: string; checkOutDate: string; numAdultsPerRoom: string; numChildrenPerRoom: string };

/** The fields in the order the form shows them: the first with a problem takes focus. */
const FIELD_ORDER: readonly SearchField[] = ['checkInDate', 'checkOutDate', 'numAdultsPerRoom', 'numChildrenPerRoom'];

const inputOf = (stay: ModifyStay): ModifyStayInput => ({
  checkInDate: stay.checkInDate,
  checkOutDate: stay.checkOutDate,
  numAdultsPerRoom: String(stay.numAdultsPerRoom),
  numChildrenPerRoom: String(stay.numChildrenPerRoom),
});

type FieldErrors = Partial<Record<SearchField, string>>;

// Counts stay text until read, so "" or "2.5" reach the rules and get their message.
const countOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The form as a search of one room; the hotel is the room's own and no field here, so it is left empty. */
function criteriaOf(values: ModifyStayInput): SearchCriteria {
  return {
    propertyId: '',
    checkInDate: values.checkInDate,
    checkOutDate: values.checkOutDate,
    numRooms: 1,
    numAdultsPerRoom: countOf(values.numAdultsPerRoom),
    numChildrenPerRoom: countOf(values.numChildrenPerRoom),
    rewardsRedemption: false,
  };
}

/** One room's stay checked by the rate list's own date and party rules; the first problem of each field. */
function validate(values: ModifyStayInput, today: string, say: Messages['say']): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, message } of searchProblems(criteriaOf(values), today)) errors[field] ??= say(message);
  return errors;
}

export type ModifyStayFormProps = { stay: ModifyStay; onSearch(stay: ModifyStay): void };

/**
 * The new stay of the room being changed: its dates and its party. Checked before any request, each
 * field saying what is wrong beside it; a refused submit sends focus to the first such field.
 */
export function ModifyStayForm({ stay, onSearch }: ModifyStayFormProps) {
  const { t, say } = useMessages();
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const initialValues = useMemo(() => inputOf(stay), [stay]);
  const today = localIsoDay(currentInstant());
  return (
    <Form<ModifyStayInput>
      initialValues={initialValues}
      validate={(values) => validate(values, today, say)}
      onSubmit={(values) => {
        const criteria = criteriaOf(values);
        onSearch({ checkInDate: criteria.checkInDate, checkOutDate: criteria.checkOutDate, numAdultsPerRoom: criteria.numAdultsPerRoom, numChildrenPerRoom: criteria.numChildrenPerRoom });
      }}
    >
      {({ handleSubmit, form }) => (
        <form
          ref={formRef}
          className={formClass}
          noValidate
          aria-labelledby={headingId}
          onSubmit={(event) => {
            void handleSubmit(event);
            const errors = form.getState().errors as FieldErrors | undefined;
            const first = FIELD_ORDER.find((field) => errors?.[field]);
            const element = first ? event.currentTarget.elements.namedItem(first) : null;
            if (element instanceof HTMLElement) element.focus();
          }}
        >
          <h2 id={headingId}>{t('reservations.modify.stayForm.heading')}</h2>
          <div className={fieldGridClass} data-layout="compact">
            <Field<string> name="checkInDate">
              {({ input, meta }) => (
                <TextField {...input} type="date" label={t('reservations.modify.stayForm.checkIn')} min={today} max={addDays(today, SEARCH_LIMITS.bookingHorizonDays - 1)} error={shownError(meta)} />
              )}
            </Field>
            <Field<string> name="checkOutDate">
              {({ input, meta }) => (
                <TextField {...input} type="date" label={t('reservations.modify.stayForm.checkOut')} min={today} max={addDays(today, SEARCH_LIMITS.bookingHorizonDays)} error={shownError(meta)} />
              )}
            </Field>
            <Field<string> name="numAdultsPerRoom">
              {({ input, meta }) => (
                <TextField {...input} type="number" inputMode="numeric" label={t('reservations.modify.stayForm.adults')} min={1} max={SEARCH_LIMITS.maxAdultsPerRoom} step={1} error={shownError(meta)} />
              )}
            </Field>
            <Field<string> name="numChildrenPerRoom">
              {({ input, meta }) => (
                <TextField {...input} type="number" inputMode="numeric" label={t('reservations.modify.stayForm.children')} min={0} max={SEARCH_LIMITS.maxChildrenPerRoom} step={1} error={shownError(meta)} />
              )}
            </Field>
          </div>
          <div className={formActionsClass}>
            <Button type="submit" onMouseDown={(event) => event.preventDefault()}>
              {t('reservations.modify.stayForm.submit')}
            </Button>
          </div>
          <KeepTypedBeforeHydration formRef={formRef} />
        </form>
      )}
    </Form>
  );
}

// A message shows once it is due: after a submit, or once the guest changed the field and left it.
const shownError = (meta: FieldMetaState<unknown>) => (meta.submitFailed || (meta.touched && meta.modified) ? (meta.error as string | undefined) : undefined);
