import { useEffect, useState } from 'react';
import { Field, useField } from 'react-final-form';
import useSWR from 'swr';
import type { GraphQlRequest } from '../../../shared/graphql/client';
import { AaaGetQuery, AaaValidateNumberMutation } from '../../../shared/graphql/operations/guest-info/travel-agent';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { aaaNumberError, normalizeAaaNumber } from '../../../shared/validation/aaa-number';
import { iataNumberError } from '../../../shared/validation/iata-number';
import { hintClass, sectionClass } from '../components/form-styles';
import { shownError } from '../../../shared/ui/shown-error';
import type { ValidationMessage } from '../../../shared/i18n/message-ref';
import type { Messages } from '../../../shared/i18n/messages';
import { useMessages } from '../../../shared/i18n/messages-context';

/**
 * Spec 2 "travel agent": the agency's IATA number, checked here with the shared rule; the server's
 * refusals (E_BAD_IATA, E_FRAUD_ALERT, …) come back on this field. Nested inside the toggle's group,
 * or its own group for a member whose profile is a travel agent's.
 */
export function TravelAgentSection({ isNested = false }: { isNested?: boolean }) {
  const { t, sayProblem } = useMessages();
  const field = (
    <Field<string> name="travelAgent.iataNumber" validate={(value) => sayProblem(iataNumberError(value ?? ''))}>
      {({ input, meta }) => <TextField {...input} label={t('guestInfo.travelAgent.iataNumber.label')} inputMode="numeric" autoComplete="off" maxLength={10} error={shownError(meta)} />}
    </Field>
  );
  if (isNested) return field;
  return (
    <fieldset className={sectionClass}>
      <legend>{t('guestInfo.travelAgent.legend')}</legend>
      <p className={hintClass}>{t('guestInfo.travelAgent.hint')}</p>
      {field}
    </fieldset>
  );
}

/**
 * A member's AAA membership number: prefilled from the profile (AaaGet), checked on request with the
 * server (AaaValidateNumber), saved to the profile and sent with the cart on Continue.
 */
export function AaaNumberSection({ request, onSavedNumber }: { request: GraphQlRequest; onSavedNumber(number: string | null): void }) {
  const { data } = useSWR('AaaGet', () => request(AaaGetQuery, {}), { revalidateOnFocus: false, shouldRetryOnError: false });
  const aaa = useField<string>('aaaNumber', { subscription: { value: true } });
  const { t, say, sayProblem } = useMessages();
  const [check, setCheck] = useState<{ isBusy: boolean; result: CheckResult | null }>({ isBusy: false, result: null });
  const savedNumber = data?.aaaMembership?.number ?? null;
  useEffect(() => {
    if (data === undefined) return;
    onSavedNumber(savedNumber);
    if (savedNumber && !aaa.input.value) aaa.input.onChange(savedNumber);
    // Prefill once, when the profile's number arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);

  const checkNumber = async () => {
    const number = normalizeAaaNumber(aaa.input.value);
    const localError = aaaNumberError(number);
    if (localError) return setCheck({ isBusy: false, result: { kind: 'problem', problem: localError } });
    setCheck({ isBusy: true, result: null });
    try {
      const { validateAaaNumber } = await request(AaaValidateNumberMutation, { input: { number } });
      if (validateAaaNumber.isValid) setCheck({ isBusy: false, result: { kind: 'valid' } });
      else setCheck({ isBusy: false, result: validateAaaNumber.message ? { kind: 'message', message: validateAaaNumber.message } : { kind: 'invalid' } });
    } catch {
      setCheck({ isBusy: false, result: { kind: 'failed' } });
    }
  };

  return (
    <fieldset className={sectionClass}>
      <legend>{t('guestInfo.aaa.legend')}</legend>
      <Field<string> name="aaaNumber" validate={(value) => (value?.trim() ? sayProblem(aaaNumberError(value)) : undefined)}>
        {({ input, meta }) => <TextField {...input} label={t('guestInfo.aaa.number.label')} inputMode="numeric" autoComplete="off" maxLength={19} error={shownError(meta)} />}
      </Field>
      <Button variant="secondary" isBusy={check.isBusy} onClick={() => void checkNumber()}>
        {t('guestInfo.aaa.check')}
      </Button>
      <p className={hintClass} role="status">
        {check.result ? checkResultText(check.result, { t, say }) : null}
      </p>
    </fieldset>
  );
}

/**
 * What the AAA check found; the words are looked up when drawn, so they follow the page's locale. A
 * `message` is the server's own words (a lapsed membership); a `problem` is the shared rule's, said here.
 */
type CheckResult = { kind: 'valid' } | { kind: 'invalid' } | { kind: 'failed' } | { kind: 'message'; message: string } | { kind: 'problem'; problem: ValidationMessage };

function checkResultText(result: CheckResult, { t, say }: Pick<Messages, 't' | 'say'>): string {
  switch (result.kind) {
    case 'valid':
      return t('guestInfo.aaa.valid');
    case 'invalid':
      return t('guestInfo.aaa.invalid');
    case 'failed':
      return t('guestInfo.aaa.checkFailed');
    case 'message':
      return result.message;
    case 'problem':
      return say(result.problem);
  }
}
