import { Field, useField, useForm } from 'react-final-form';
import useSWR from 'swr';
import type { GraphQlRequest } from '../../../shared/graphql/client';
import type { GuestInfoFormQuery } from '../../../shared/graphql/generated/graphql';
import { StateLookupQuery } from '../../../shared/graphql/operations/guest-info/guest-info-form';
import { SelectField } from '../../../shared/ui/select-field';
import { PhoneField } from '../../../shared/ui/phone-field';
import { TextField } from '../../../shared/ui/text-field';
import { GUEST_EMAIL_MAX_LENGTH } from '../../../shared/validation/guest-email';
import { GUEST_NAME_MAX_LENGTH } from '../../../shared/validation/latin-name';
import { usePhoneRules } from '../../../shared/ui/phone-rules';
import { pairClass, sectionClass } from './form-styles';
import { shownError } from '../../../shared/ui/shown-error';
import { useMessages } from '../../../shared/i18n/messages-context';

type Country = GuestInfoFormQuery['countries'][number];

const PART_OF_FIELD = { line1: 'LINE1', city: 'CITY', stateProvinceCode: 'STATE_PROVINCE', postalCode: 'POSTAL_CODE' } as const;

/** The states lookup's SWR key, by which GuestInfoApp also hands over the states the server read. */
export const stateLookupKey = (countryCode: string) => ['StateLookup', countryCode] as const;

export type GuestDetailsSectionProps = {
  request: GraphQlRequest;
  countries: GuestInfoFormQuery['countries'];
  titles: GuestInfoFormQuery['userFormTitles'];
};

/** Spec 2 "member information": who stays and how to reach them. Required parts follow the chosen country. */
export function GuestDetailsSection({ request, countries, titles }: GuestDetailsSectionProps) {
  const { t } = useMessages();
  const form = useForm();
  const countryCode = useField<string>('guest.address.countryCode', { subscription: { value: true } }).input.value;
  const phoneCountry = useField<string>('guest.phoneCountry', { subscription: { value: true } }).input.value;
  const country: Country | undefined = countries.find((item) => item.code === countryCode);
  const phoneRules = usePhoneRules();
  const states = useSWR(country?.hasStates ? stateLookupKey(country.code) : null, ([, code]) => request(StateLookupQuery, { countryCode: code }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    // A country's states do not change while the form is open: those the server's page brought are not asked again.
    revalidateIfStale: false,
  });
  const isRequired = (field: keyof typeof PART_OF_FIELD) => Boolean(country?.requiredAddressParts.includes(PART_OF_FIELD[field]));
  const label = (words: string, field: keyof typeof PART_OF_FIELD) => (isRequired(field) ? words : t('guestInfo.guestDetails.optionalLabel', { label: words }));

  const text = (name: string, words: string, extra: Omit<Parameters<typeof TextField>[0], 'label'> = {}) => (
    <Field<string> name={name}>{({ input, meta }) => <TextField {...input} {...extra} label={words} error={shownError(meta)} />}</Field>
  );

  return (
    <fieldset className={sectionClass}>
      <legend>{t('guestInfo.guestDetails.legend')}</legend>
      <Field<string> name="guest.title">
        {({ input, meta }) => (
          <SelectField {...input} label={t('guestInfo.guestDetails.title.label')} placeholder={t('guestInfo.guestDetails.title.placeholder')} options={titles.map((title) => ({ value: title.code, label: t('guestInfo.guestDetails.title.option', { code: title.code }) }))} error={shownError(meta)} />
        )}
      </Field>
      <div className={pairClass}>
        {text('guest.givenName', t('guestInfo.guestDetails.givenName.label'), { autoComplete: 'given-name', maxLength: GUEST_NAME_MAX_LENGTH, required: true })}
        {text('guest.surname', t('guestInfo.guestDetails.surname.label'), { autoComplete: 'family-name', maxLength: GUEST_NAME_MAX_LENGTH, required: true })}
      </div>
      {text('guest.email', t('guestInfo.guestDetails.email.label'), { type: 'email', autoComplete: 'email', maxLength: GUEST_EMAIL_MAX_LENGTH, required: true })}
      <Field<string> name="guest.address.countryCode">
        {({ input, meta }) => (
          <SelectField
            {...input}
            label={t('guestInfo.guestDetails.country.label')}
            placeholder={t('guestInfo.guestDetails.country.placeholder')}
            autoComplete="country"
            required
            options={countries.map((item) => ({ value: item.code, label: item.name }))}
            error={shownError(meta)}
          />
        )}
      </Field>
      {/* Kept as typed, with no length cap, so a pasted or autofilled number keeps every digit and its +: the rules say what is wrong instead. */}
      <Field<string> name="guest.phone" parse={(value) => value ?? ''}>
        {({ input, meta }) => (
          <PhoneField
            {...input}
            label={t('guestInfo.guestDetails.phone.label')}
            countryLabel={t('guestInfo.guestDetails.phoneCountry.label')}
            countries={countries}
            country={phoneCountry || countryCode}
            onCountryChange={(code) => form.change('guest.phoneCountry', code)}
            countryName="guest.phoneCountry"
            countryOfNumber={phoneRules?.countryOfPhoneNumber ?? null}
            onChange={(value) => input.onChange(value)}
            required
            error={shownError(meta)}
          />
        )}
      </Field>
      {text('guest.address.line1', label(t('guestInfo.guestDetails.line1.label'), 'line1'), { autoComplete: 'address-line1', required: isRequired('line1') })}
      {text('guest.address.line2', t('guestInfo.guestDetails.line2.label'), { autoComplete: 'address-line2' })}
      <div className={pairClass}>
        {text('guest.address.city', label(t('guestInfo.guestDetails.city.label'), 'city'), { autoComplete: 'address-level2', required: isRequired('city') })}
        {country?.hasStates && states.data ? (
          <Field<string> name="guest.address.stateProvinceCode">
            {({ input, meta }) => (
              <SelectField
                {...input}
                label={label(t('guestInfo.guestDetails.stateProvince.label'), 'stateProvinceCode')}
                placeholder={t('guestInfo.guestDetails.stateProvince.placeholder')}
                autoComplete="address-level1"
                required={isRequired('stateProvinceCode')}
                options={(states.data?.states ?? []).map((state) => ({ value: state.code, label: state.name }))}
                error={shownError(meta)}
              />
            )}
          </Field>
        ) : (
          text('guest.address.stateProvinceCode', label(t('guestInfo.guestDetails.stateProvince.label'), 'stateProvinceCode'), { autoComplete: 'address-level1', required: isRequired('stateProvinceCode') })
        )}
      </div>
      {text('guest.address.postalCode', label(t('guestInfo.guestDetails.postalCode.label'), 'postalCode'), { autoComplete: 'postal-code', required: isRequired('postalCode') })}
    </fieldset>
  );
}
