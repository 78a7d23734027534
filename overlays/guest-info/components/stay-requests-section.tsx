import { Field } from 'react-final-form';
import type { GuestInfoFormQuery } from '../../../shared/graphql/generated/graphql';
import { CheckboxField } from '../../../shared/ui/checkbox-field';
import { SelectField } from '../../../shared/ui/select-field';
import { TextAreaField } from '../../../shared/ui/text-area-field';
import { ARRIVAL_HOUR_OPTIONS, normalizeStayComments, STAY_COMMENTS_MAX_LENGTH } from '../../../shared/validation/stay-requests';
import { hintClass, sectionClass } from './form-styles';
import { shownError } from '../../../shared/ui/shown-error';

const arrivalOptions = ARRIVAL_HOUR_OPTIONS.map((option) => ({ value: option.value, label: `${option.value} (${option.timeOfDay})` }));

/** Spec 2 "room request" and spec 3 "additional requests (comments, eta)". */
export function StayRequestsSection({ roomRequests }: { roomRequests: GuestInfoFormQuery['roomRequests'] }) {
  return (
    <fieldset className={sectionClass}>
      <legend>Requests for your stay</legend>
      {roomRequests.length ? (
        <fieldset className={sectionClass}>
          <legend>Room requests (optional)</legend>
          <p className={hintClass}>Choose at most one pet option. The hotel confirms requests on arrival.</p>
          {roomRequests.map((option) => (
            <Field<string> key={option.code} name="roomRequests" type="checkbox" value={option.code}>
              {({ input }) => <CheckboxField {...input} label={option.label} />}
            </Field>
          ))}
          <Field name="roomRequests" subscription={{ error: true, submitFailed: true, touched: true, modified: true, submitError: true, dirtySinceLastSubmit: true }}>
            {({ meta }) => {
              const error = shownError({ ...meta, touched: true, modified: true });
              return error ? (
                <p role="alert" className={hintClass}>
                  {error}
                </p>
              ) : null;
            }}
          </Field>
        </fieldset>
      ) : null}
      <Field<string> name="comments">
        {({ input, meta }) => (
          <TextAreaField
            {...input}
            label="Comments (optional)"
            hint={`${normalizeStayComments(input.value).length} of ${STAY_COMMENTS_MAX_LENGTH} characters`}
            error={shownError(meta)}
          />
        )}
      </Field>
      <Field<string> name="arrivalTime">
        {({ input, meta }) => (
          <SelectField {...input} label="Estimated arrival time (optional)" placeholder="Not sure yet" options={arrivalOptions} error={shownError(meta)} />
        )}
      </Field>
    </fieldset>
  );
}
