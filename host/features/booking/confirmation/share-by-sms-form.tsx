import { FORM_ERROR } from 'final-form';
import { useId, useState } from 'react';
import { Field } from 'react-final-form';
import type { SmsCountryCodesQuery } from '../../../../shared/graphql/generated/graphql';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { SelectField } from '../../../../shared/ui/select-field';
import { shownError } from '../../../../shared/ui/shown-error';
import { TextField } from '../../../../shared/ui/text-field';
import { isCountryCodeShape, normalizeCountryCode } from '../../../../shared/validation/country-code';
import { loadPhoneRules, phoneNumberProblem, usePhoneRules } from '../../../../shared/ui/phone-rules';
import { ShareFormLayout } from './share-form-layout';
import type { useShareConfirmation } from './share-confirmation';
import { Form } from '../../../../shared/ui/form';

type ShareBySmsInput = { countryCode: string; phone: string };

export type ShareBySmsFormProps = {
  share: ReturnType<typeof useShareConfirmation>;
  smsCountryCodes: SmsCountryCodesQuery['smsCountryCodes'];
  /** The booker's country, chosen to start with. */
  defaultCountryCode: string | null;
};

/** Spec 7 "share by SMS": the confirmation written to the outbox for a mobile number, with the country it is dialled in. */
export function ShareBySmsForm({ share, smsCountryCodes, defaultCountryCode }: ShareBySmsFormProps) {
  const { t, sayProblem } = useMessages();
  const headingId = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The phone rules (libphonenumber) come once the guest reaches for the number, not with the page:
  // until then only what needs no metadata is checked, and a submit waits for them.
  usePhoneRules();
  const known = smsCountryCodes.some((item) => item.countryCode === normalizeCountryCode(defaultCountryCode));
  const initialValues = { countryCode: known ? normalizeCountryCode(defaultCountryCode) : '', phone: '' };
  return (
    <Form<ShareBySmsInput>
      initialValues={initialValues}
      onSubmit={async ({ countryCode, phone }) => {
        setSentTo(null);
        // Had the rules failed to come, the server checks the number: it applies the same ones.
        const rules = await loadPhoneRules().catch(() => null);
        const problem = rules?.phoneNumberError(phone ?? '', countryCode);
        if (problem) return { phone: sayProblem(problem) };
        // Sent in E.164, so a number typed with + and its own country code keeps it.
        const outcome = await share({ channel: 'SMS', recipient: rules?.toE164(phone ?? '', countryCode) ?? (phone ?? '').trim(), countryCode });
        if (outcome.status === 'sent') {
          setSentTo(outcome.message.recipientDisplay);
          return undefined;
        }
        if (outcome.field === 'recipient') return { phone: outcome.message };
        if (outcome.field === 'countryCode') return { countryCode: outcome.message };
        return { [FORM_ERROR]: outcome.message };
      }}
      render={({ handleSubmit, submitting, submitError, form }) => (
        <ShareFormLayout
          heading={t('confirmation.share.sms.heading')}
          headingId={headingId}
          submitLabel={t('confirmation.share.sms.submit')}
          sentText={sentTo ? t('confirmation.share.sms.sent', { recipient: sentTo }) : ''}
          submitting={submitting}
          submitError={submitError}
          onSubmit={(event) => {
            void handleSubmit(event)?.then(() => {
              if (form.getState().submitSucceeded) form.restart(initialValues);
            });
          }}
        >
          <Field<string> name="countryCode" validate={(value) => (isCountryCodeShape(value) ? undefined : t('confirmation.share.sms.countryRequired'))}>
            {({ input, meta }) => (
              <SelectField
                {...input}
                label={t('confirmation.share.sms.country')}
                placeholder={t('confirmation.share.sms.countryPlaceholder')}
                options={smsCountryCodes.map((item) => ({ value: item.countryCode, label: `${item.name} (+${item.dialCode})` }))}
                error={shownError(meta)}
              />
            )}
          </Field>
          <Field<string> name="phone" parse={(value) => value ?? ''} validate={(value, all) => sayProblem(phoneNumberProblem(value ?? '', (all as ShareBySmsInput).countryCode))}>
            {({ input, meta }) => (
              <TextField
                {...input}
                onFocus={(event) => {
                  void loadPhoneRules().catch(() => undefined);
                  input.onFocus(event);
                }}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                dir="ltr"
                label={t('confirmation.share.sms.label')}
                error={shownError(meta)}
              />
            )}
          </Field>
        </ShareFormLayout>
      )}
    />
  );
}
