import { Field } from 'react-final-form';
import { CheckboxField } from '../../../shared/ui/checkbox-field';
import { sectionClass } from './form-styles';
import { shownError } from '../../../shared/ui/shown-error';
import { useMessages } from '../../../shared/i18n/messages-context';

/** Spec 2 "prepay rates", "legal consent" and "global privacy policy": what the guest accepts to book. */
export function ConsentsSection({ prepayConsentText }: { prepayConsentText: string | null }) {
  const { t } = useMessages();
  const box = (name: string, label: string) => (
    <Field<boolean> name={name} type="checkbox">
      {({ input, meta }) => <CheckboxField {...input} required label={label} error={shownError(meta)} />}
    </Field>
  );
  return (
    <fieldset className={sectionClass}>
      <legend>{t('guestInfo.consents.legend')}</legend>
      {prepayConsentText !== null ? box('isPrepayConsentAccepted', prepayConsentText) : null}
      {box('isLegalConsentAccepted', t('guestInfo.consents.legal'))}
      {box('isPrivacyPolicyAccepted', t('guestInfo.consents.privacy'))}
    </fieldset>
  );
}
