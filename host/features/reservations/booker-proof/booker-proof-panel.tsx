import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useEffect, useId, useRef, useState } from 'react';
import { Field } from 'react-final-form';
import { BOOKING_CODE_DIGITS, BOOKING_CODE_MINUTES } from '../../../../shared/domain/booking-code';
import { oneTimeCodeOf, oneTimeCodeProblem } from '../../../../shared/validation/one-time-code';
import { reservationErrorRef, ReservationErrorKey } from '../../../../shared/domain/reservation-errors';
import { graphQlErrorCode, graphQlErrorCount } from '../../../../shared/graphql/graphql-error-code';
import type { UpcomingReservationQuery } from '../../../../shared/graphql/generated/graphql';
import { SendBookingCodeMutation, VerifyBookingCodeMutation } from '../../../../shared/graphql/operations/manage/booking-code';
import type { Messages } from '../../../../shared/i18n/messages';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { Alert, ErrorAlert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { Form } from '../../../../shared/ui/form';
import { shownError } from '../../../../shared/ui/shown-error';
import { TextField } from '../../../../shared/ui/text-field';
import { requestGraphQl } from '../../../services/graphql';
import { cardClass } from '../reservation-styles';

export type ProvenOrder = NonNullable<UpcomingReservationQuery['reservationOrder']>;

type CodeValues = { code: string };

/** A refused call in the page's words; a wrong code also says how many tries are left. */
function refusalOf(error: unknown, { say, t }: Pick<Messages, 'say' | 't'>): string {
  const code = graphQlErrorCode(error);
  const words = say(reservationErrorRef(code));
  const attemptsLeft = graphQlErrorCount(error, 'attemptsLeft');
  return code === ReservationErrorKey.BookingCodeWrong && attemptsLeft !== null ? `${words} ${t('reservations.bookingCode.attemptsLeft', { attemptsLeft })}` : words;
}

/**
 * For a visitor who found the whole booking with its confirmation number and surname: the code e-mailed
 * to the address it was booked with lets them change it, upgrade, insure it or cancel it with a charge
 * (docs/security.md, "What a lookup may do"). `onProven` takes the order as it may now be changed.
 */
export function BookerProofPanel({ confirmationNumber, sentTo, onProven }: { confirmationNumber: string; sentTo: string; onProven(order: ProvenOrder): void }) {
  const messages = useMessages();
  const { t, locale, sayProblem } = messages;
  const headingId = useId();
  const [sentAt, setSentAt] = useState<number>(0);
  const codeRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (sentAt) codeRef.current?.focus();
  }, [sentAt]);

  const send = async (): Promise<SubmissionErrors | undefined> => {
    try {
      await requestGraphQl(SendBookingCodeMutation, { input: { confirmationNumber, locale } });
      setSentAt((count) => count + 1);
      return undefined;
    } catch (error) {
      return { [FORM_ERROR]: refusalOf(error, messages) };
    }
  };

  const verify = async ({ code }: CodeValues): Promise<SubmissionErrors | undefined> => {
    try {
      const { verifyBookingCode } = await requestGraphQl(VerifyBookingCodeMutation, { input: { confirmationNumber, code: oneTimeCodeOf(code) } });
      onProven(verifyBookingCode);
      return undefined;
    } catch (error) {
      return { code: refusalOf(error, messages) };
    }
  };

  return (
    <section className={cardClass} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('reservations.bookingCode.heading')}</h2>
      <p>{t('reservations.bookingCode.intro', { sentTo })}</p>
      <Form<Record<string, never>>
        onSubmit={send}
        render={({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate>
            {submitError ? <ErrorAlert>{submitError as string}</ErrorAlert> : null}
            <Button type="submit" variant={sentAt ? 'secondary' : 'primary'} isBusy={submitting}>
              {sentAt ? t('reservations.bookingCode.sendAgain') : t('reservations.bookingCode.send')}
            </Button>
          </form>
        )}
      />
      {sentAt ? (
        <>
          <Alert tone="success">{t('reservations.bookingCode.sent', { sentTo, minutes: BOOKING_CODE_MINUTES })}</Alert>
          <Form<CodeValues>
            key={sentAt}
            initialValues={{ code: '' }}
            onSubmit={verify}
            render={({ handleSubmit, submitting }) => (
              <form onSubmit={handleSubmit} noValidate>
                <Field<string>
                  name="code"
                  validate={(value) => sayProblem(oneTimeCodeProblem(value, BOOKING_CODE_DIGITS))}
                >
                  {({ input, meta }) => (
                    <TextField
                      {...input}
                      inputRef={codeRef}
                      label={t('reservations.bookingCode.codeLabel')}
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      maxLength={BOOKING_CODE_DIGITS + 2}
                      error={shownError(meta)}
                    />
                  )}
                </Field>
                <Button type="submit" isBusy={submitting}>
                  {t('reservations.bookingCode.confirm')}
                </Button>
              </form>
            )}
          />
        </>
      ) : null}
    </section>
  );
}
