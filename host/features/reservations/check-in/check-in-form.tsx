import { useEffect, useMemo, useRef, useState } from 'react';
import { Field } from 'react-final-form';
import { reservationErrorRef } from '../../../../shared/domain/reservation-errors';
import { graphQlErrorCode } from '../../../../shared/graphql/graphql-error-code';
import { roomFeatureText } from '../../../../shared/format/room-feature-text';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { CheckboxField } from '../../../../shared/ui/checkbox-field';
import { formSectionClass } from '../../../../shared/ui/form-section';
import { SelectField } from '../../../../shared/ui/select-field';
import { reportReservationError } from '../../../services/report-reservation-error';
import { actionsClass, cardClass } from '../reservation-styles';
import type { ReservationOrder } from '../use-reservation-order';
import { checkInOnline, type OnlineCheckIn } from './use-online-check-in';
import { formatArrivalTime } from '../../../../shared/time/format-clock-time';
import type { Messages } from '../../../../shared/i18n/messages';
import { Form } from '../../../../shared/ui/form';
import { KeepTypedBeforeHydration } from '../../../../shared/ui/keep-typed-before-hydration';

const COMPONENT = 'OnlineCheckIn';
const NO_PREFERENCE = '';

/** The form's values: the arrival hour, one code (or none) per preference category, and the housekeeping choice taken or not. */
type CheckInValues = { arrivalTime: string; preferences: Record<string, string>; housekeeping: boolean };

function initialValuesOf({ chosen, housekeeping }: OnlineCheckIn): CheckInValues {
  return {
    arrivalTime: chosen.arrivalTime ?? '15:00',
    preferences: Object.fromEntries(chosen.roomPreferences.map((preference) => [preference.categoryCode, preference.code])),
    housekeeping: housekeeping !== null && chosen.housekeepingCode === housekeeping.code,
  };
}

export type CheckInFormProps = {
  checkIn: OnlineCheckIn;
  onCheckedIn(order: ReservationOrder | null): Promise<void> | void;
  /** The order changed under the page: read it again. */
  onReadAgain(): void;
};

/**
 * Check in now (spec 7): the arrival time (spec 5, hours 00:00 to 23:00), a preference per category of
 * the spec's room codes, and where the hotel's brand offers it the housekeeping choice its plan gives.
 * The first check-in moves the room to CHECK_IN_MODIFIABLE; later ones change the details.
 */
export function CheckInForm({ checkIn, onCheckedIn, onReadAgain }: CheckInFormProps) {
  const messages = useMessages();
  const { t, say } = messages;
  const locale = useLocale();
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const initialValues = useMemo(() => initialValuesOf(checkIn), [checkIn]);
  const isCheckedIn = checkIn.room.checkInState === 'CHECK_IN_MODIFIABLE';

  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  const submit = async (values: CheckInValues) => {
    const confirmationNumber = checkIn.room.basicInformation.confirmationNumber;
    const detail = `room ${confirmationNumber} at revision ${checkIn.order.orderRevisionNumber}`;
    setRefusal(null);
    try {
      const outcome = await checkInOnline({
        confirmationNumber,
        orderRevisionNumber: checkIn.order.orderRevisionNumber,
        arrivalTime: values.arrivalTime,
        roomPreferences: Object.entries(values.preferences)
          .filter(([, code]) => code !== NO_PREFERENCE)
          .map(([categoryCode, code]) => ({ categoryCode, code })),
        housekeepingCode: checkIn.housekeeping && values.housekeeping ? checkIn.housekeeping.code : null,
      });
      if (outcome.kind === 'changed') return await onCheckedIn(outcome.order);
      reportReservationError({ code: outcome.code, component: COMPONENT, detail, level: 'warn' });
      setRefusal(say(outcome.message));
      onReadAgain();
    } catch (error) {
      const code = graphQlErrorCode(error);
      reportReservationError({ code, component: COMPONENT, detail, level: 'error' });
      setRefusal(say(reservationErrorRef(code)));
    }
  };

  return (
    <Form<CheckInValues> initialValues={initialValues} onSubmit={submit}>
      {({ handleSubmit, submitting }) => (
        <form ref={formRef} className={cardClass} noValidate aria-label={t('reservations.checkIn.formLabel')} onSubmit={(event) => void handleSubmit(event)}>
          {refusal ? (
            <div ref={refusalRef} tabIndex={-1}>
              <ErrorAlert>{refusal}</ErrorAlert>
            </div>
          ) : null}
          <Field<string> name="arrivalTime">
            {({ input }) => <SelectField {...input} label={t('reservations.checkIn.arrivalTime')} options={checkIn.arrivalTimes.map((time) => ({ value: time, label: formatArrivalTime(time, locale) }))} />}
          </Field>
          {checkIn.preferenceGroups.map((group) => (
            <fieldset key={group.categoryCode} className={formSectionClass}>
              <legend>{t('reservations.checkIn.preferenceCategory', { category: group.categoryCode })}</legend>
              {[
                { code: NO_PREFERENCE, text: t('reservations.checkIn.noPreference') },
                ...group.choices.map((choice) => ({ code: choice.code, text: roomFeatureText({ ...choice, categoryCode: group.categoryCode }, messages) })),
              ].map((choice) => (
                <label key={choice.code || 'none'}>
                  <Field<string> name={`preferences.${group.categoryCode}`} type="radio" value={choice.code} component="input" defaultValue={NO_PREFERENCE} /> {choice.text}
                </label>
              ))}
            </fieldset>
          ))}
          {checkIn.housekeeping ? (
            <fieldset className={formSectionClass}>
              <legend>{t('reservations.checkIn.housekeeping')}</legend>
              <p>{t('reservations.checkIn.housekeepingPlan', { plan: checkIn.housekeeping.plan })}</p>
              <Field<boolean> name="housekeeping" type="checkbox">
                {({ input: { value: _value, ...checkbox } }) => <CheckboxField {...checkbox} label={t('reservations.checkIn.housekeepingChoice', { code: checkIn.housekeeping!.code })} />}
              </Field>
            </fieldset>
          ) : null}
          <div className={actionsClass}>
            <Button type="submit" isBusy={submitting}>
              {isCheckedIn ? t('reservations.checkIn.save') : t('reservations.checkIn.now')}
            </Button>
          </div>
          <KeepTypedBeforeHydration formRef={formRef} />
        </form>
      )}
    </Form>
  );
}
