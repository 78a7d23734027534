const KEY = 'portico.signIn.rememberMe';

/** The remember-me choice, kept for the browser tab (spec: default checked, kept in session storage). */
export function readRememberMe(): boolean {
  try {
    return sessionStorage.getItem(KEY) !== 'false';
  } catch {
    return true;
  }
}

export function storeRememberMe(value: boolean) {
  try {
    sessionStorage.setItem(KEY, String(value));
  } catch {
    // Storage can be blocked in third-party frames; the choice then lasts only for this form.
  }
}
