import type { GuestInfoInput } from './guest-info-values';

/**
 * What a visitor typed, kept in sessionStorage per cart so that signing in (the host reloads this
 * overlay) or a reload loses nothing. Never the password: a draft outlives the form on a shared device.
 */
const draftKey = (cartId: string) => `portico.guestInfoDraft.${cartId}`;

export function readGuestInfoDraft(cartId: string): Partial<GuestInfoInput> | null {
  try {
    const raw = sessionStorage.getItem(draftKey(cartId));
    const value = raw ? (JSON.parse(raw) as unknown) : null;
    return value && typeof value === 'object' ? (value as Partial<GuestInfoInput>) : null;
  } catch {
    return null;
  }
}

export function saveGuestInfoDraft(cartId: string, values: GuestInfoInput): void {
  const { enrollment, ...rest } = values;
  const { password: _password, confirmPassword: _confirmPassword, ...keptEnrollment } = enrollment;
  try {
    sessionStorage.setItem(draftKey(cartId), JSON.stringify({ ...rest, enrollment: keptEnrollment }));
  } catch {
    // Storage full or blocked (private mode): the form still works, only the draft is not kept.
  }
}

export function clearGuestInfoDraft(cartId: string): void {
  try {
    sessionStorage.removeItem(draftKey(cartId));
  } catch {
    // Nothing was stored.
  }
}
