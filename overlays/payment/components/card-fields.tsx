import { css } from '@linaria/core';
import { Field, useField } from 'react-final-form';
import { useMessages } from '../../../shared/i18n/messages-context';
import { SelectField } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import { colors } from '../../../shared/ui/theme';
import { stripNonDigits } from '../../../shared/validation/text-patterns';
import { CARDHOLDER_NAME_MAX_LENGTH } from '../../../shared/validation/cardholder-name';
import { cardBrandLabel, cardBrandOf, cardNumberMaxLength, cvvDigits, expiryYearOptions, formatCardNumber, fourDigitYear } from '../../../shared/validation/payment-card';
import type { PaymentCardField } from '../form/payment-card-values';
import { pairClass, sectionClass } from './form-styles';
import { shownError } from './shown-error';

const brandClass = css`
  display: flex;
  align-items: center;
  padding: 0 0.75rem;
  color: ${colors.inkMuted};
  font-weight: 600;
  white-space: nowrap;
`;

const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0')).map((month) => ({ value: month, label: month }));

/** A two-digit year, pasted or autofilled, is widened to the four digits the options carry (spec 5). */
const parseYear = (value: string | undefined) => {
  const year = fourDigitYear(value ?? '');
  return year === null ? (value ?? '') : String(year);
};

/** A refusal of the server on one field, shown while the field still holds what it held then. */
export type FieldRefusal = { field: PaymentCardField; message: string; value: string };

export type CardFieldsProps = { refusal: FieldRefusal | null; now: Date };

/**
 * A new card's fields, with the browser's `cc-*` autocomplete. The number is grouped as its brand prints
 * it while the guest types, and the brand its first digits name is shown beside it and announced.
 */
export function CardFields({ refusal, now }: CardFieldsProps) {
  const { t } = useMessages();
  const refusalOf = (field: PaymentCardField, value: string) => (refusal?.field === field && refusal.value === value ? refusal.message : undefined);
  const brand = cardBrandOf(useField<string>('cardNumber', { subscription: { value: true } }).input.value);

  return (
    <fieldset className={sectionClass}>
      <legend>{t('payment.cardFields.legend')}</legend>
      <Field<string> name="cardNumber" parse={(value) => formatCardNumber(value ?? '')}>
        {({ input, meta }) => (
          <TextField
            {...input}
            label={t('payment.cardFields.cardNumber')}
            autoComplete="cc-number"
            inputMode="numeric"
            maxLength={cardNumberMaxLength(brand)}
            required
            error={shownError(meta, refusalOf('cardNumber', input.value))}
            trailing={
              <span className={brandClass} aria-live="polite" aria-atomic="true">
                {brand ? (
                  <>
                    <span className="visually-hidden">{`${t('payment.cardFields.cardType')} `}</span>
                    <span>{cardBrandLabel(brand)}</span>
                  </>
                ) : null}
              </span>
            }
          />
        )}
      </Field>
      <Field<string> name="securityCode" parse={(value) => stripNonDigits(value ?? '')}>
        {({ input, meta }) => (
          <TextField
            {...input}
            label={t('payment.cardFields.securityCode')}
            autoComplete="cc-csc"
            inputMode="numeric"
            maxLength={cvvDigits(brand)}
            required
            error={shownError(meta, refusalOf('securityCode', input.value))}
          />
        )}
      </Field>
      <div className={pairClass}>
        <Field<string> name="expiryMonth">
          {({ input, meta }) => (
            <SelectField {...input} label={t('payment.cardFields.expiryMonth')} placeholder={t('payment.cardFields.monthPlaceholder')} autoComplete="cc-exp-month" required options={MONTHS} error={shownError(meta, refusalOf('expiryMonth', input.value))} />
          )}
        </Field>
        <Field<string> name="expiryYear" parse={parseYear}>
          {({ input, meta }) => (
            <SelectField
              {...input}
              label={t('payment.cardFields.expiryYear')}
              placeholder={t('payment.cardFields.yearPlaceholder')}
              autoComplete="cc-exp-year"
              required
              options={expiryYearOptions(now).map((year) => ({ value: String(year), label: String(year) }))}
              error={shownError(meta, refusalOf('expiryYear', input.value))}
            />
          )}
        </Field>
      </div>
      <Field<string> name="cardholderName">
        {({ input, meta }) => (
          <TextField {...input} label={t('payment.cardFields.cardholderName')} autoComplete="cc-name" maxLength={CARDHOLDER_NAME_MAX_LENGTH} required error={shownError(meta, refusalOf('cardholderName', input.value))} />
        )}
      </Field>
    </fieldset>
  );
}
