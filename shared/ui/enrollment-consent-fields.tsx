import { getIn, type FormApi } from 'final-form';
import { useEffect } from 'react';
import { Field, useForm } from 'react-final-form';
import type { JoinNowOptionsQuery } from '../graphql/generated/graphql';
import { enrollmentConsentError } from '../validation/enrollment-rules';
import { useMessages } from '../i18n/messages-context';
import { CheckboxField } from './checkbox-field';
import { shownError } from './shown-error';

/** Spec 7 "join-now options" for one country, as the JoinNowOptions query answers them. */
export type JoinNowOptions = JoinNowOptionsQuery['joinNowOptions'];

export type EnrollmentConsentFieldsProps = {
  /** The form value that holds the codes of the consents given, e.g. `enrollment.consents`. */
  name: string;
  joinNow: JoinNowOptions;
};

/**
 * The consents a new member gives, by their country's join-now options, inside a react-final-form form:
 * one box per consent, the boxes the country ticks by default ticked when its options arrive, and the
 * required ones checked with the enrollment rule's words (an enhanced opt-in country asks for the tick
 * itself). Inline enrollment and join and save ask for consent the same way.
 */
export function EnrollmentConsentFields({ name, joinNow }: EnrollmentConsentFieldsProps) {
  const { t, sayProblem } = useMessages();
  useDefaultConsents(name, joinNow);
  if (joinNow.consents.length === 0) return null;
  const requiredConsents = joinNow.consents.filter((consent) => consent.isRequired).map((consent) => consent.code);
  const validateConsents = (given: string[] | undefined) => {
    const hasGivenAll = requiredConsents.every((code) => given?.includes(code));
    if (hasGivenAll) return undefined;
    return sayProblem(enrollmentConsentError(joinNow.requiresExplicitOptIn ? joinNow.countryCode : 'GB', false));
  };
  return (
    <fieldset>
      <legend>{joinNow.requiresExplicitOptIn ? t('enrollment.consent.legendExplicit') : t('enrollment.consent.legend')}</legend>
      {joinNow.consents.map((consent, index) => (
        <Field<string>
          key={consent.code}
          name={name}
          type="checkbox"
          value={consent.code}
          // One message for the group, on its first box: a required consent missing is one fault, not one per box.
          validate={index === 0 ? (value) => validateConsents(value as unknown as string[]) : undefined}
        >
          {({ input, meta }) => <CheckboxField {...input} label={consent.label} error={index === 0 ? shownError(meta) : undefined} />}
        </Field>
      ))}
    </fieldset>
  );
}

/**
 * The country whose defaults each form last applied, by form and value name. Kept beside the form rather
 * than in the fields, which unmount while another country's options load and would take it with them.
 */
const appliedDefaults = new WeakMap<FormApi, Map<string, string>>();

/**
 * Ticks the boxes the server says start ticked, each time a country's options arrive: a new country has
 * its own rules (an enhanced opt-in country starts with none). Consents the form already holds the
 * first time (a restored draft) are kept.
 */
function useDefaultConsents(name: string, joinNow: JoinNowOptions) {
  const form = useForm();
  useEffect(() => {
    const applied = appliedDefaults.get(form) ?? new Map<string, string>();
    appliedDefaults.set(form, applied);
    if (applied.get(name) === joinNow.countryCode) return;
    const isFirst = !applied.has(name);
    applied.set(name, joinNow.countryCode);
    const given = (getIn(form.getState().values as object, name) as string[] | undefined) ?? [];
    if (isFirst && given.length > 0) return;
    form.change(name, joinNow.consents.filter((consent) => consent.isCheckedByDefault).map((consent) => consent.code));
  }, [form, name, joinNow]);
}
