import { css } from '@linaria/core';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Field, type FieldMetaState } from 'react-final-form';
import {
  CONFIRMATION_NUMBER_MAX_LENGTH,
  LAST_NAME_MAX_LENGTH,
  validateReservationLookup,
  type ReservationLookupInput,
} from '../../../shared/validation/reservation-lookup';
import { useMessages } from '../../../shared/i18n/messages-context';
import { useIsHydrated } from '../../../shared/ssr/use-is-hydrated';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { draftBrowserValues, formDraft, SaveDraft } from '../../../shared/ui/form-draft';
import { KeepTypedBeforeHydration } from '../../../shared/ui/keep-typed-before-hydration';
import { TextField } from '../../../shared/ui/text-field';
import { radii } from '../../../shared/ui/theme';
import { Form } from '../../../shared/ui/form';

const actionsClass = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  & > button {
    flex: 1 1 10rem;
  }
`;

// Takes focus after a refusal; its outline follows the alert's corners.
const refusalClass = css`
  border-radius: ${radii.control};
`;

/** A lookup that did not find the reservation: the words to show above the form. */
export type LookupRefusal = { message: string };

export type ReservationLookupFormHandle = { focusFirstField(): void };

export type ReservationLookupFormProps = {
  /** Called with trimmed values once both fields pass their checks; resolves with a refusal, or nothing. */
  onSubmit(values: ReservationLookupInput): Promise<LookupRefusal | undefined>;
  /** Shown as a Cancel button when set (the overlay in a dialog). */
  onCancel?(): void;
  /** False while a lookup may not be sent yet: framed, until the host has answered the handshake. */
  canSubmit?: boolean;
  handleRef?: Ref<ReservationLookupFormHandle>;
};

type FormValues = Partial<ReservationLookupInput>;

/** What was typed into this frame's lookup form, kept across a reload of it until a reservation is found. */
const lookupDraft = formDraft<FormValues>('reservationLookup', ['confirmationNumber', 'lastName'], 'frame');

// A field's own check shows once it is due: after a submit, or after the visitor typed in it and left.
// A field only passed through shows nothing until submit, so no message appears under the pointer
// between mouse down and mouse up and moves the button away (as the sign-in form does).
const errorShown = (meta: FieldMetaState<string>) => (meta.submitFailed || (meta.touched && meta.modified) ? (meta.error as string | undefined) : undefined);

/**
 * The find-reservation form (spec 2.1, 5): confirmation number (digits, at most 11) and last name,
 * checked before any request. A refusal shows in an alert that takes focus; what was typed stays.
 * Rendered on the server, the fields take typing at once and keep it through hydration; the form
 * submits only once hydrated.
 */
export function ReservationLookupForm({ onSubmit, onCancel, canSubmit = true, handleRef }: ReservationLookupFormProps) {
  const confirmationNumberRef = useRef<HTMLInputElement>(null);
  const formElementRef = useRef<HTMLFormElement>(null);
  // Before hydration the button is off: a form the browser submitted itself would put the guest's name in the address.
  const isHydrated = useIsHydrated();
  const { t, sayProblem } = useMessages();
  useImperativeHandle(handleRef, () => ({ focusFirstField: () => confirmationNumberRef.current?.focus() }), []);
  const [draft] = useState(() => lookupDraft.read());

  const submit = async (values: FormValues): Promise<SubmissionErrors | undefined> => {
    const refusal = await onSubmit({ confirmationNumber: (values.confirmationNumber ?? '').trim(), lastName: (values.lastName ?? '').trim() });
    if (!refusal) {
      lookupDraft.clear();
      return undefined;
    }
    // A fresh object each time, so a second identical refusal is announced and focused again.
    return { [FORM_ERROR]: { ...refusal } };
  };

  return (
    <Form<FormValues>
      onSubmit={submit}
      initialValues={isHydrated ? (draft ?? undefined) : undefined}
      validate={(values) => {
        // The rules name each field's problem; the page says it in its own locale.
        const { confirmationNumber, lastName } = validateReservationLookup({ confirmationNumber: values.confirmationNumber ?? '', lastName: values.lastName ?? '' });
        return { confirmationNumber: sayProblem(confirmationNumber), lastName: sayProblem(lastName) };
      }}
    >
      {({ handleSubmit, submitting, submitError }) => {
        const refusal = submitError as LookupRefusal | undefined;
        return (
          <form ref={formElementRef} onSubmit={handleSubmit} noValidate aria-label={t('reservationLookup.form.label')}>
            {refusal ? <FocusedRefusal refusal={refusal} /> : null}
            <Field<string> name="confirmationNumber">
              {({ input, meta }) => (
                <TextField
                  {...input}
                  inputRef={confirmationNumberRef}
                  label={t('reservationLookup.form.confirmationNumber.label')}
                  inputMode="numeric"
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={CONFIRMATION_NUMBER_MAX_LENGTH}
                  error={errorShown(meta)}
                />
              )}
            </Field>
            <Field<string> name="lastName">
              {({ input, meta }) => (
                <TextField {...input} label={t('reservationLookup.form.lastName.label')} autoComplete="family-name" maxLength={LAST_NAME_MAX_LENGTH} error={errorShown(meta)} />
              )}
            </Field>
            <div className={actionsClass}>
              {/* Keeping focus where it is on mouse down means no blur-time error can move the button
                  between mouse down and mouse up and swallow the click. */}
              <Button type="submit" isBusy={submitting} disabled={!isHydrated || !canSubmit} onMouseDown={(event) => event.preventDefault()}>
                {t('reservationLookup.form.submit')}
              </Button>
              {onCancel ? (
                <Button variant="secondary" onClick={onCancel}>
                  {t('reservationLookup.form.cancel')}
                </Button>
              ) : null}
            </div>
            <KeepTypedBeforeHydration formRef={formElementRef} browserValues={draftBrowserValues(draft)} />
            <SaveDraft draft={lookupDraft} />
          </form>
        );
      }}
    </Form>
  );
}

/** The refusal, focused when it appears so keyboard and screen-reader users land on it. */
function FocusedRefusal({ refusal }: { refusal: LookupRefusal }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [refusal]);
  return (
    <div ref={ref} tabIndex={-1} className={refusalClass}>
      <Alert tone="error">{refusal.message}</Alert>
    </div>
  );
}
