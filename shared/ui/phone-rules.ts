import { useSyncExternalStore } from 'react';
import type { ValidationMessage } from '../i18n/message-ref';
import { phoneNumberTextError } from '../validation/phone-number-text';

export type PhoneRules = typeof import('./phone-rules-chunk');

/**
 * The phone rules come as a chunk of their own, asked for once the guest starts to use a form with a
 * phone (or before the form renders when it opens with a stored phone to show): libphonenumber and its
 * metadata are about 28 kB gzip, a quarter of an overlay's first load, and a guest who only looks never
 * needs them. Until they are here a phone is checked only for what needs no metadata
 * (`phoneNumberTextError`); a form waits for them before it submits.
 */
let rules: PhoneRules | null = null;
let loading: Promise<PhoneRules> | null = null;
const listeners = new Set<() => void>();

export function loadPhoneRules(): Promise<PhoneRules> {
  loading ??= import('./phone-rules-chunk').then(
    (module) => {
      rules = module;
      listeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      // Asked again at the next need: the network may be back.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The rules when they are here, else null. */
export function phoneRulesIfLoaded(): PhoneRules | null {
  return rules;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The rules when they are here, else null; renders again once they come. */
export function usePhoneRules(): PhoneRules | null {
  return useSyncExternalStore(subscribe, phoneRulesIfLoaded, phoneRulesIfLoaded);
}

/** The phone rules' answer for a number dialled in `country`; while they are on their way, only what needs no metadata. */
export function phoneNumberProblem(phone: string, country: string): ValidationMessage | null {
  const rules = phoneRulesIfLoaded();
  return rules ? rules.phoneNumberError(phone, country) : phoneNumberTextError(phone);
}
