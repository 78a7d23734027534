import { css } from '@linaria/core';
import { Alert } from '../../../shared/ui/alert';
import { textActionClass } from '../../../shared/ui/text-action';
import { useMessages } from '../../../shared/i18n/messages-context';

const listClass = css`
  margin: 0.25rem 0 0;
  padding-inline-start: 1.25rem;
`;

export type SummaryItem = { field: string; message: string };

/** Flattens react-final-form's nested errors into field paths and messages, in form order. */
export function summaryItems(errors: Record<string, unknown> | undefined, prefix = ''): SummaryItem[] {
  if (!errors) return [];
  return Object.entries(errors).flatMap(([key, value]) => {
    const field = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') return [{ field, message: value }];
    return value && typeof value === 'object' ? summaryItems(value as Record<string, unknown>, field) : [];
  });
}

/** After a refused Continue: every problem, each a button that takes the guest to its field. */
export function ErrorSummary({ items, form }: { items: SummaryItem[]; form: HTMLFormElement | null }) {
  const { t } = useMessages();
  if (!items.length) return null;
  const focus = (field: string) => form?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  return (
    <Alert tone="error" heading={t('guestInfo.errorSummary.heading')}>
      <ul className={listClass}>
        {items.map((item) => (
          <li key={item.field}>
            <button type="button" className={textActionClass} onClick={() => focus(item.field)}>
              {item.message}
            </button>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
