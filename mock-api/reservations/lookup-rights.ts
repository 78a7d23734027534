import type { OrderAccess } from './order-access';

/**
 * What a lookup (a confirmation number and a surname) lets a browser do with an order, beside the member
 * who booked it and the browser that booked it (docs/security.md, "What a lookup may do"). A surname is
 * easy to learn, so a lookup may read, check in and cancel while cancelling is free, but nothing that
 * charges the booker's card, raises what it guarantees or spends the member's points: those need the
 * member signed in or the booking's own browser.
 */
export function needsMoreThanLookup(access: OrderAccess): boolean {
  return access.kind === 'lookups';
}

/** How to go on when a lookup is not enough, in the words every such refusal gives. */
export const LOOKUP_NOT_ENOUGH =
  'A confirmation number and a surname let you see this booking, check in and cancel while cancelling is free. To change it, pay for more or cancel with a charge, sign in to the Portico Rewards account that booked it, or continue in the browser it was booked in.';
