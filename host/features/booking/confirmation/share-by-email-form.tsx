import { FORM_ERROR } from 'final-form';
import { useId, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { Button } from '../../../../shared/ui/button';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { shownError } from '../../../../shared/ui/shown-error';
import { TextField } from '../../../../shared/ui/text-field';
import { GUEST_EMAIL_MAX_LENGTH, guestEmailError, normalizeGuestEmail } from '../../../../shared/validation/guest-email';
import { shareFormClass } from './share-styles';
import type { useShareConfirmation } from './share-confirmation';

type ShareByEmailInput = { email: string };

/** Spec 7 "share by e-mail": the confirmation written to the outbox for an address the guest gives. */
export function ShareByEmailForm({ share }: { share: ReturnType<typeof useShareConfirmation> }) {
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
        <form
          className={shareFormClass}
          aria-labelledby={headingId}
          noValidate
          onSubmit={(event) => {
            void handleSubmit(event)?.then(() => {
              if (form.getState().submitSucceeded) form.restart();
            });
          }}
        >
          <h3 id={headingId}>Share by e-mail</h3>
          <Field<string> name="email" validate={(value) => guestEmailError(value ?? '') ?? undefined}>
            {({ input, meta }) => (
              <TextField {...input} type="email" autoComplete="email" maxLength={GUEST_EMAIL_MAX_LENGTH} label="E-mail address to share with" error={shownError(meta)} />
            )}
          </Field>
          {submitError ? <ErrorAlert>{submitError as string}</ErrorAlert> : null}
          <Button type="submit" variant="secondary" isBusy={submitting}>
            Send by e-mail
          </Button>
          <p role="status">{sentTo ? `Sent by e-mail to ${sentTo}.` : ''}</p>
        </form>
      )}
    />
  );
}
