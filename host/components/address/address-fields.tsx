import { Field, useField } from 'react-final-form';
import useSWR from 'swr';
import type { AddressCountryFieldsFragment } from '../../../shared/graphql/generated/graphql';
import { StateLookupQuery } from '../../../shared/graphql/operations/guest-info/guest-info-form';
import { useMessages } from '../../../shared/i18n/messages-context';
import { fieldPairClass } from '../../../shared/ui/form-section';
import { SelectField } from '../../../shared/ui/select-field';
import { shownError } from '../../../shared/ui/shown-error';
import { TextField } from '../../../shared/ui/text-field';
import { requestGraphQl } from '../../services/graphql';
import { enrollmentFieldsetClass } from '../enrollment/enrollment-form-parts';

export type AddressCountry = AddressCountryFieldsFragment;

const swrOptions = { revalidateOnFocus: false } as const;

/**
 * A member's address under `address.*` of a react-final-form form (the join page, the profile page).
 * Country first, since it decides which parts are required, and whether the state is chosen from a list.
 */
export function AddressFields({ countries, legend }: { countries: readonly AddressCountry[]; legend: string }) {
  const { t } = useMessages();
  const countryCode = useField<string>('address.countryCode', { subscription: { value: true } }).input.value;
  const country = countries.find((item) => item.code === countryCode);
  const required = (part: AddressCountry['requiredAddressParts'][number]) => country?.requiredAddressParts.includes(part) ?? false;
  const states = useSWR(country?.hasStates ? ['StateLookup', country.code] : null, async ([, code]) => (await requestGraphQl(StateLookupQuery, { countryCode: code })).states, swrOptions);
  const text = (part: 'line1' | 'line2' | 'city' | 'postalCode', label: string, autoComplete: string, isRequired: boolean) => (
    <Field<string> name={`address.${part}`}>
      {({ input, meta }) => <TextField {...input} label={label} autoComplete={autoComplete} required={isRequired} maxLength={part === 'postalCode' ? 10 : 100} error={shownError(meta)} />}
    </Field>
  );
  return (
    <fieldset className={enrollmentFieldsetClass}>
      <legend>{legend}</legend>
      <Field<string> name="address.countryCode">
        {({ input, meta }) => (
          <SelectField
            {...input}
            label={t('account.join.country')}
            placeholder={t('account.join.chooseCountry')}
            autoComplete="country"
            required
            options={countries.map((item) => ({ value: item.code, label: item.name }))}
            error={shownError(meta)}
          />
        )}
      </Field>
      {text('line1', t('account.join.line1'), 'address-line1', required('LINE1'))}
      {text('line2', t('account.join.line2'), 'address-line2', false)}
      <div className={fieldPairClass}>
        {text('city', t('account.join.city'), 'address-level2', required('CITY'))}
        <Field<string> name="address.stateProvinceCode">
          {({ input, meta }) =>
            states.data?.length ? (
              <SelectField
                {...input}
                label={t('account.join.stateProvince')}
                placeholder={t('account.join.chooseState')}
                autoComplete="address-level1"
                required={required('STATE_PROVINCE')}
                options={states.data.map((state) => ({ value: state.code, label: state.name }))}
                error={shownError(meta)}
              />
            ) : (
              <TextField {...input} label={t('account.join.stateProvince')} autoComplete="address-level1" required={required('STATE_PROVINCE')} maxLength={100} error={shownError(meta)} />
            )
          }
        </Field>
      </div>
      {text('postalCode', t('account.join.postalCode'), 'postal-code', required('POSTAL_CODE'))}
    </fieldset>
  );
}

