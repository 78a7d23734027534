import { FORM_ERROR } from 'final-form';
import { useId, useState } from 'react';
import { Field } from 'react-final-form';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { shownError } from '../../../../shared/ui/shown-error';
import { TextField } from '../../../../shared/ui/text-field';
import { GUEST_EMAIL_MAX_LENGTH, guestEmailError, normalizeGuestEmail } from '../../../../shared/validation/guest-email';
import { ShareFormLayout } from './share-form-layout';
import type { useShareConfirmation } from './share-confirmation';
import { Form } from '../../../../shared/ui/form';

type ShareByEmailInput = { email: string };

/** Spec 7 "share by e-mail": the confirmation written to the outbox for an address the guest gives. */
export function ShareByEmailForm({ share }: { share: ReturnType<typeof useShareConfirmation> }) {
  const { t, sayProblem } = useMessages();
  const headingId = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <Form<ShareByEmailInput>
      onSubmit={async ({ email }) => {
        setSentTo(null);
        const outcome = await share({ channel: 'EMAIL', recipient: normalizeGuestEmail(email ?? '') });
        if (outcome.status === 'sent') {
          setSentTo(outcome.message.recipient);
          return undefined;
        }
        return outcome.field ? { email: outcome.message } : { [FORM_ERROR]: outcome.message };
      }}
      render={({ handleSubmit, submitting, submitError, form }) => (
        <ShareFormLayout
          heading={t('confirmation.share.email.heading')}
          headingId={headingId}
          submitLabel={t('confirmation.share.email.submit')}
          sentText={sentTo ? t('confirmation.share.email.sent', { recipient: sentTo }) : ''}
          submitting={submitting}
          submitError={submitError}
          onSubmit={(event) => {
            void handleSubmit(event)?.then(() => {
              if (form.getState().submitSucceeded) form.restart();
            });
          }}
        >
          <Field<string> name="email" validate={(value) => sayProblem(guestEmailError(value ?? ''))}>
            {({ input, meta }) => (
              <TextField {...input} type="email" autoComplete="email" maxLength={GUEST_EMAIL_MAX_LENGTH} label={t('confirmation.share.email.label')} error={shownError(meta)} />
            )}
          </Field>
        </ShareFormLayout>
      )}
    />
  );
}
