import { css } from '@linaria/core';
import type { BookingAcknowledgementsQuery } from '../../../../shared/graphql/generated/graphql';
import { useMessages } from '../../../../shared/i18n/messages-context';
import type { MessageKey } from '../../../../shared/i18n/message-types';
import { CheckboxField } from '../../../../shared/ui/checkbox-field';

const fieldsetClass = css`
  margin: 0 0 1rem;
  padding: 0;
  border: none;
  & > legend {
    margin-bottom: 0.75rem;
    padding: 0;
    font-size: 1.375rem;
    font-weight: 600;
  }
`;

export type Acknowledgement = BookingAcknowledgementsQuery['bookingAcknowledgements'][number];

/**
 * Each box's short label, by code: the policy itself is the box's description, so a screen reader
 * names the box once and reads the policy once. A code this page does not know gets a general label.
 */
const LABEL_KEYS = {
  RATE_RULES: 'reviewDetails.acknowledgements.label.RATE_RULES',
  PREPAID_CHARGE: 'reviewDetails.acknowledgements.label.PREPAID_CHARGE',
  DEPOSIT_CHARGE: 'reviewDetails.acknowledgements.label.DEPOSIT_CHARGE',
  POINTS_REDEMPTION: 'reviewDetails.acknowledgements.label.POINTS_REDEMPTION',
  POINTS_PURCHASE: 'reviewDetails.acknowledgements.label.POINTS_PURCHASE',
} as const satisfies Record<string, MessageKey>;

const labelKeyOf = (code: string): MessageKey & `reviewDetails.acknowledgements.label.${string}` =>
  Object.hasOwn(LABEL_KEYS, code) ? LABEL_KEYS[code as keyof typeof LABEL_KEYS] : 'reviewDetails.acknowledgements.label.other';

export type AcknowledgementsFieldsetProps = {
  items: readonly Acknowledgement[];
  ticked: ReadonlySet<string>;
  /** Mark the unticked boxes: Book now was pressed without them. */
  showsMissing: boolean;
  onToggle(code: string, isTicked: boolean): void;
  /** The box of `code`, for the form to move the focus to. */
  boxRef(code: string): (element: HTMLInputElement | null) => void;
};

/** "Before you book" (spec 2, pre-booking acknowledgements): one box per item, every one required. */
export function AcknowledgementsFieldset({ items, ticked, showsMissing, onToggle, boxRef }: AcknowledgementsFieldsetProps) {
  const { t } = useMessages();
  return (
    <fieldset className={fieldsetClass}>
      <legend>{t('reviewDetails.acknowledgements.legend')}</legend>
      {items.map((item) => (
        <CheckboxField
          key={item.code}
          inputRef={boxRef(item.code)}
          label={t(labelKeyOf(item.code))}
          description={item.text}
          required
          checked={ticked.has(item.code)}
          onChange={(event) => onToggle(item.code, event.currentTarget.checked)}
          error={showsMissing && !ticked.has(item.code) ? t('reviewDetails.acknowledgements.missing') : undefined}
        />
      ))}
    </fieldset>
  );
}
