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

/**
 * Spec 2 "travel agent": the agency's IATA number, checked here with the shared rule; the server's
 * refusals (E_BAD_IATA, E_FRAUD_ALERT, …) come back on this field. Nested inside the toggle's group,
 * or its own group for a member whose profile is a travel agent's.
 */
export function TravelAgentSection({ isNested = false }: { isNested?: boolean }) {
  const field = (
    <Field<string> name="travelAgent.iataNumber" validate={(value) => iataNumberError(value ?? '') ?? undefined}>
      {({ input, meta }) => <TextField {...input} label="IATA number" inputMode="numeric" autoComplete="off" maxLength={10} error={shownError(meta)} />}
    </Field>
  );
  if (isNested) return field;
  return (
    <fieldset className={sectionClass}>
      <legend>Travel agent</legend>
      <p className={hintClass}>You are booking as a travel agent.</p>
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
  const [check, setCheck] = useState<{ isBusy: boolean; message: string | null }>({ isBusy: false, message: null });
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
    if (localError) return setCheck({ isBusy: false, message: localError });
    setCheck({ isBusy: true, message: null });
    try {
      const { validateAaaNumber } = await request(AaaValidateNumberMutation, { input: { number } });
      setCheck({ isBusy: false, message: validateAaaNumber.isValid ? 'This AAA membership is valid.' : (validateAaaNumber.message ?? 'This AAA membership is not valid.') });
    } catch {
      setCheck({ isBusy: false, message: 'We could not check this number now. You can still continue.' });
    }
  };

  return (
    <fieldset className={sectionClass}>
      <legend>AAA membership (optional)</legend>
      <Field<string> name="aaaNumber" validate={(value) => (value?.trim() ? (aaaNumberError(value) ?? undefined) : undefined)}>
        {({ input, meta }) => <TextField {...input} label="AAA membership number" inputMode="numeric" autoComplete="off" maxLength={19} error={shownError(meta)} />}
      </Field>
      <Button variant="secondary" isBusy={check.isBusy} onClick={() => void checkNumber()}>
        Check
      </Button>
      <p className={hintClass} role="status">
        {check.message}
      </p>
    </fieldset>
  );
}
