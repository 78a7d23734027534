import { css } from '@linaria/core';
import { useId } from 'react';
import { Field } from 'react-final-form';
import { useMessages } from '../../../shared/i18n/messages-context';
import { FieldError } from '../../../shared/ui/field-error';
import { colors } from '../../../shared/ui/theme';
import { NEW_CARD, type SavedCard } from '../form/payment-card-values';
import { cardSummaryLabel } from './card-summary-label';
import { sectionClass } from './form-styles';
import { shownError } from './shown-error';

const optionClass = css`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  & > input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${colors.brand};
  }
`;

export type SavedCardsProps = { cards: readonly SavedCard[]; refusal: string | undefined };

/** A signed-in member's saved cards as one radio group, with "Use a new card" last. */
export function SavedCards({ cards, refusal }: SavedCardsProps) {
  const { t } = useMessages();
  const groupId = useId();
  const choices = [...cards.map((card) => ({ value: card.token, label: cardSummaryLabel(card, t) })), { value: NEW_CARD, label: t('payment.savedCards.newCard') }];
  return (
    <Field<string> name="cardChoice" subscription={{ error: true, submitFailed: true, touched: true, modified: true }}>
      {({ meta }) => {
        const error = shownError(meta, refusal);
        return (
          <fieldset className={sectionClass}>
            <legend>{t('payment.savedCards.legend')}</legend>
            {choices.map((choice, index) => (
              <Field<string> key={choice.value} name="cardChoice" type="radio" value={choice.value}>
                {({ input }) => (
                  <div className={optionClass}>
                    <input
                      {...input}
                      id={`${groupId}-${index}`}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${groupId}-error` : undefined}
                    />
                    <label htmlFor={`${groupId}-${index}`}>{choice.label}</label>
                  </div>
                )}
              </Field>
            ))}
            <FieldError fieldId={groupId} error={error} />
          </fieldset>
        );
      }}
    </Field>
  );
}
