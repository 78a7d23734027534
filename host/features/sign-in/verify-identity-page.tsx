import { css } from '@linaria/core';
import { useEffect, useRef, useState } from 'react';
import { Field } from 'react-final-form';
import { Link, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { sendTwoStepCode, verifyTwoStepCode } from '../../../shared/auth/account-client';
import { userDetailsKey } from '../../../shared/auth/auth-client';
import { oneTimeCodeOf, oneTimeCodeProblem } from '../../../shared/validation/one-time-code';
import { TWO_STEP_CODE_DIGITS, TWO_STEP_CODE_MINUTES, type TwoStepChannel } from '../../../shared/domain/account-api';
import { hostPaths } from '../../../shared/domain/paths';
import { signInMessageRef } from '../../../shared/domain/sign-in-errors';
import { useMessages } from '../../../shared/i18n/messages-context';
import { useIsHydrated } from '../../../shared/ssr/use-is-hydrated';
import { Alert, ErrorAlert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { Form } from '../../../shared/ui/form';
import { shownError } from '../../../shared/ui/shown-error';
import { TextField } from '../../../shared/ui/text-field';
import { colors } from '../../../shared/ui/theme';
import { sameSitePath } from '../../../shared/validation/safe-return-url';
import { clearMfaOptions, readMfaOptions } from '../../auth/sign-in-session';
import { submissionErrorsOf } from '../../auth/account-refusal';
import { PhoneNumberText } from '../../../shared/ui/phone-number-text';

const choicesClass = css`
  margin: 0 0 1rem;
  padding: 0;
  border: none;
  & > legend {
    margin-bottom: 0.5rem;
    font-weight: 600;
  }
  & label {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 44px;
  }
  & input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${colors.brand};
  }
`;

type ChannelValues = { channel: TwoStepChannel };
type CodeValues = { code: string };

/**
 * `/loyalty/verifyIdentity.mi`, the second step for a member with two-step verification (spec 4, item
 * 7): the password was right, and the options the server returned are in this tab's session storage.
 * The member picks where the code goes, enters it, and is signed in and sent on where they were going.
 */
export function VerifyIdentityPage() {
  const { t, say } = useMessages();
  // The options live in the tab's storage, which only the browser has: shown once hydrated.
  const isHydrated = useIsHydrated();
  const options = isHydrated ? readMfaOptions() : null;
  const signInAgain = <Link to={hostPaths.signIn.getHref()}>{t('hostSignIn.verifyIdentity.signInAgain')}</Link>;
  return (
    <>
      <h1>{t('hostSignIn.verifyIdentity.heading')}</h1>
      {!isHydrated ? null : options ? (
        <>
          <p>{say(signInMessageRef('twoStepVerficationMsg'))}</p>
          <TwoStepForms emailAddress={options.emailAddress} phoneNumbers={options.phoneNumbers} />
          <p>{signInAgain}</p>
        </>
      ) : (
        <p>
          {t('hostSignIn.verifyIdentity.noneInProgress')} {signInAgain} {t('hostSignIn.verifyIdentity.toStart')}
        </p>
      )}
    </>
  );
}

function TwoStepForms({ emailAddress, phoneNumbers }: { emailAddress: string; phoneNumbers: string[] }) {
  const messages = useMessages();
  const { t, locale, sayProblem } = messages;
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (sentTo) codeRef.current?.focus();
  }, [sentTo]);
  const firstChannel: TwoStepChannel = emailAddress ? 'EMAIL' : 'SMS';
  return (
    <>
      <Form<ChannelValues>
        initialValues={{ channel: firstChannel }}
        onSubmit={async ({ channel }) => {
          const result = await sendTwoStepCode({ channel, locale });
          if (!result.ok) return submissionErrorsOf(result, messages);
          setSentTo(result.sentTo);
          return undefined;
        }}
        render={({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate>
            <fieldset className={choicesClass}>
              <legend>{t('hostSignIn.verifyIdentity.optionsHeading')}</legend>
              {emailAddress ? (
                <label>
                  <Field<TwoStepChannel> name="channel" type="radio" value="EMAIL" component="input" />
                  {t('hostSignIn.verifyIdentity.email', { emailAddress })}
                </label>
              ) : null}
              {phoneNumbers.slice(0, 1).map((phone) => (
                <label key={phone}>
                  <Field<TwoStepChannel> name="channel" type="radio" value="SMS" component="input" />
                  <PhoneNumberText value={phone} words={(number) => t('hostSignIn.verifyIdentity.textMessage', { phone: number })} />
                </label>
              ))}
            </fieldset>
            {submitError ? <ErrorAlert>{submitError as string}</ErrorAlert> : null}
            <Button type="submit" variant={sentTo ? 'secondary' : 'primary'} isBusy={submitting}>
              {sentTo ? t('hostSignIn.verifyIdentity.sendAgain') : t('hostSignIn.verifyIdentity.send')}
            </Button>
          </form>
        )}
      />
      {sentTo ? (
        <>
          <Alert tone="success">{t('hostSignIn.verifyIdentity.sent', { sentTo, minutes: TWO_STEP_CODE_MINUTES })}</Alert>
          <Form<CodeValues>
            initialValues={{ code: '' }}
            onSubmit={async ({ code }) => {
              const result = await verifyTwoStepCode({ code: oneTimeCodeOf(code) });
              if (!result.ok) return submissionErrorsOf(result, messages);
              // Read the signed-in state before leaving, so the next page never acts on the signed-out one.
              clearMfaOptions();
              await mutate(userDetailsKey);
              navigate(sameSitePath(result.nextStateURI) ?? '/');
              return undefined;
            }}
            render={({ handleSubmit, submitting, submitError }) => (
              <form onSubmit={handleSubmit} noValidate>
                <Field<string>
                  name="code"
                  validate={(value) => sayProblem(oneTimeCodeProblem(value, TWO_STEP_CODE_DIGITS))}
                >
                  {({ input, meta }) => (
                    <TextField
                      {...input}
                      inputRef={codeRef}
                      label={t('hostSignIn.verifyIdentity.code')}
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      maxLength={TWO_STEP_CODE_DIGITS + 2}
                      error={shownError(meta)}
                    />
                  )}
                </Field>
                {submitError ? <ErrorAlert>{submitError as string}</ErrorAlert> : null}
                <Button type="submit" isBusy={submitting}>
                  {t('hostSignIn.verifyIdentity.verify')}
                </Button>
              </form>
            )}
          />
        </>
      ) : null}
    </>
  );
}
