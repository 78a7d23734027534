import { Field } from 'react-final-form';
import type { GuestInfoFormQuery } from '../../../shared/graphql/generated/graphql';
import { CheckboxField } from '../../../shared/ui/checkbox-field';
import { SelectField } from '../../../shared/ui/select-field';
import { TextAreaField } from '../../../shared/ui/text-area-field';
import { ARRIVAL_HOUR_OPTIONS, normalizeStayComments, STAY_COMMENTS_MAX_LENGTH } from '../../../shared/validation/stay-requests';
import { hintClass, sectionClass } from './form-styles';
import { shownError } from '../../../shared/ui/shown-error';
import { useLocale, useMessages } from '../../../shared/i18n/messages-context';
import { formatArrivalTime } from '../../../shared/time/format-clock-time';

/** Spec 2 "room request" and spec 3 "additional requests (comments, eta)". */
export function StayRequestsSection({ roomRequests }: { roomRequests: GuestInfoFormQuery['roomRequests'] }) {
  const { t } = useMessages();
  const locale = useLocale();
  const arrivalOptions = ARRIVAL_HOUR_OPTIONS.map((option) => ({
    value: option.value,
    label: formatArrivalTime(option.value, locale),
  }));
  return (
    <fieldset className={sectionClass}>
      <legend>{t('guestInfo.stayRequests.legend')}</legend>
      {roomRequests.length ? (
        <fieldset className={sectionClass}>
          <legend>{t('guestInfo.stayRequests.roomRequests.legend')}</legend>
          <p className={hintClass}>{t('guestInfo.stayRequests.roomRequests.hint')}</p>
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
            label={t('guestInfo.stayRequests.comments.label')}
            hint={t('guestInfo.stayRequests.comments.count', { count: normalizeStayComments(input.value).length, max: STAY_COMMENTS_MAX_LENGTH })}
            error={shownError(meta)}
          />
        )}
      </Field>
      <Field<string> name="arrivalTime">
        {({ input, meta }) => (
          <SelectField {...input} label={t('guestInfo.stayRequests.arrivalTime.label')} placeholder={t('guestInfo.stayRequests.arrivalTime.placeholder')} options={arrivalOptions} error={shownError(meta)} />
        )}
      </Field>
    </fieldset>
  );
}
