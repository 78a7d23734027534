import type { OrderAccess } from './order-access';

/**
 * What a lookup (a confirmation number and a surname) lets a browser do with an order, beside the member
 * who booked it and the browser that booked it (docs/security.md, "What a lookup may do"). A surname is
 * easy to learn, so a lookup alone may read, check in and cancel while cancelling is free, but nothing
 * that charges the booker's card or raises what it guarantees: that needs the member signed in, the
 * booking's own browser, or the code sent to the booking's e-mail entered in this browser. Spending the
 * member's points needs the member, always.
 */
export function needsMoreThanLookup(access: OrderAccess): boolean {
  return access.kind === 'lookups' && !access.isProven;
}

/** How to go on when a lookup is not enough, in the words every such refusal gives. */
export const LOOKUP_NOT_ENOUGH =
  'A confirmation number and a surname let you see this booking, check in and cancel while cancelling is free. To change it, pay for more or cancel with a charge, confirm with the code we e-mail to the address it was booked with, sign in to the Portico Rewards account that booked it, or continue in the browser it was booked in.';
