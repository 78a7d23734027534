import { getIn } from 'final-form';
import { Field } from 'react-final-form';
import type { SmsCountryCodesQuery } from '../graphql/generated/graphql';
import { enrollmentSmsNumberError, SMS_MAX_DIGITS } from '../validation/phone-number';
import { stripNonDigits } from '../validation/text-patterns';
import { useMessages } from '../i18n/messages-context';
import { SelectField } from './select-field';
import { shownError } from './shown-error';
import { TextField } from './text-field';

export type EnrollmentSmsFieldsProps = {
  /** The form value that holds the SMS number's country (ISO 3166-1 alpha-2), e.g. `enrollment.smsCountryCode`. */
  countryName: string;
  /** The form value that holds the number's digits. */
  numberName: string;
  /** Spec 7 "SMS country codes", as the SmsCountryCodes query answers them. */
  smsCountryCodes: SmsCountryCodesQuery['smsCountryCodes'];
  /** The new member's country, whose rule applies while no country is chosen for the number. */
  countryCode: string;
};

/**
 * The SMS number a new member may give (spec 5: China exactly 11 digits and required, elsewhere 7 to 16
 * or none), with the country it is dialled in, inside a react-final-form form. Inline enrollment and
 * join and save ask for it the same way.
 */
export function EnrollmentSmsFields({ countryName, numberName, smsCountryCodes, countryCode }: EnrollmentSmsFieldsProps) {
  const { t, sayProblem } = useMessages();
  return (
    <>
      <Field<string> name={countryName}>
        {({ input }) => (
          <SelectField
            {...input}
            label={t('enrollment.sms.countryCode')}
            options={smsCountryCodes.map((item) => ({ value: item.countryCode, label: `${item.name} (+${item.dialCode})` }))}
          />
        )}
      </Field>
      <Field<string>
        name={numberName}
        parse={(value) => stripNonDigits(value ?? '')}
        validate={(value, all) => sayProblem(enrollmentSmsNumberError(value ?? '', (getIn(all as object, countryName) as string | undefined) || countryCode))}
      >
        {({ input, meta }) => (
          <TextField {...input} type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={SMS_MAX_DIGITS} label={t('enrollment.sms.number')} error={shownError(meta)} />
        )}
      </Field>
    </>
  );
}
