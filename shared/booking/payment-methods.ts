import type { MessageRef } from '../i18n/message-ref';

/**
 * Spec 9 payment methods: the code a rate is paid by decides what the card is for. 5.PMT, a guarantee,
 * is the default. The spec lists the codes by group only; what each deposit code takes is ours.
 */
export type PaymentMethodKind = 'GUARANTEE' | 'DEPOSIT' | 'PREPAYMENT';

export const DEFAULT_PAYMENT_METHOD = '5.PMT';
export const PLUS_PAYMENT_METHOD = '25.PMT';
export const DEPOSIT_METHODS = ['1.PMT', '4.PMT', '8.PMT'] as const;
export const GUARANTEE_METHODS = ['2.PMT', '3.PMT', '5.PMT', '19.PMT', '22.PMT', '25.PMT', '29.PMT', '30.PMT', '32.PMT', '40.PMT'] as const;

/** What a deposit method charges at booking, of a stay's cash total with taxes. */
type DepositRule = { kind: 'PREPAYMENT' } | { kind: 'DEPOSIT'; charge: 'FIRST_NIGHT' | 'HALF' };

const DEPOSIT_RULES: Record<(typeof DEPOSIT_METHODS)[number], DepositRule> = {
  '1.PMT': { kind: 'PREPAYMENT' },
  '4.PMT': { kind: 'DEPOSIT', charge: 'FIRST_NIGHT' },
  '8.PMT': { kind: 'DEPOSIT', charge: 'HALF' },
};

const isDepositMethod = (code: string): code is (typeof DEPOSIT_METHODS)[number] => (DEPOSIT_METHODS as readonly string[]).includes(code);

export function isKnownPaymentMethod(code: string): boolean {
  return isDepositMethod(code) || (GUARANTEE_METHODS as readonly string[]).includes(code);
}

export function paymentMethodKind(code: string): PaymentMethodKind {
  return isDepositMethod(code) ? DEPOSIT_RULES[code].kind : 'GUARANTEE';
}

/** The stay's cash, as a deposit rule reads it: every night's cash with its taxes, all rooms, minor units. */
export type StayCash = { total: number; firstNight: number };

/** What the card is charged at booking for the stay (minor units): all, a part, or nothing for a guarantee. */
export function amountDueAtBooking(code: string, cash: StayCash): number {
  if (!isDepositMethod(code)) return 0;
  const rule = DEPOSIT_RULES[code];
  if (rule.kind === 'PREPAYMENT') return cash.total;
  return rule.charge === 'FIRST_NIGHT' ? Math.min(cash.firstNight, cash.total) : Math.ceil(cash.total / 2);
}

/**
 * The method in the page's words (`say`), with what is due at booking already formatted by the caller
 * (`dueNow`, e.g. "$459.00") in the page's locale.
 */
export function paymentMethodMessage(code: string, dueNow: string): MessageRef<'common'> {
  if (code === PLUS_PAYMENT_METHOD) return { key: 'paymentMethod.plus' };
  if (!isDepositMethod(code)) return { key: 'paymentMethod.guarantee' };
  const rule = DEPOSIT_RULES[code];
  if (rule.kind === 'PREPAYMENT') return { key: 'paymentMethod.prepayment', params: { dueNow } };
  return { key: 'paymentMethod.deposit', params: { part: rule.charge === 'FIRST_NIGHT' ? 'firstNight' : 'half', dueNow } };
}
