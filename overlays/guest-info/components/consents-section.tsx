import { Field } from 'react-final-form';
import { CheckboxField } from '../../../shared/ui/checkbox-field';
import { sectionClass } from './form-styles';
import { shownError } from '../../../shared/ui/shown-error';

/** Spec 2 "prepay rates", "legal consent" and "global privacy policy": what the guest accepts to book. */
export function ConsentsSection({ prepayConsentText }: { prepayConsentText: string | null }) {
  const box = (name: string, label: string) => (
    <Field<boolean> name={name} type="checkbox">
      {({ input, meta }) => <CheckboxField {...input} required label={label} error={shownError(meta)} />}
    </Field>
  );
  return (
    <fieldset className={sectionClass}>
      <legend>Before you continue</legend>
      {prepayConsentText !== null ? box('isPrepayConsentAccepted', prepayConsentText) : null}
      {box('isLegalConsentAccepted', 'I accept the booking terms, the rate rules and the cancellation policy of this booking.')}
      {box('isPrivacyPolicyAccepted', 'I have read the global privacy policy and agree that Portico uses my details to handle this booking.')}
    </fieldset>
  );
}
