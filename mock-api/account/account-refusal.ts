import { accountErrorRef, type AccountErrorCode } from '../../shared/domain/account-api';
import type { EnrollmentErrorResponse } from '../../shared/domain/auth-responses';
import { refusalInEnglishOf } from '../../shared/i18n/refusals-in-english';

/**
 * An account call's refusal by its code: the code, the catalogue's message key and figures, so a page
 * words it in its own locale, and the en-US words.
 */
export function accountRefusal(code: AccountErrorCode, figures: Parameters<typeof accountErrorRef>[1] = {}): EnrollmentErrorResponse {
  const ref = accountErrorRef(code, figures);
  return {
    errorCode: code,
    field: null,
    message: refusalInEnglishOf(ref),
    messageKey: ref.key,
    ...(ref.params ? { messageParams: ref.params as Record<string, string | number> } : {}),
  };
}
