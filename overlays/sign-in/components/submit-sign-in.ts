import { AuthApiError, getPublicKey, loginWithCredentials } from '../../../shared/auth/auth-client';
import { encryptPassword } from '../../../shared/auth/encrypt-password';
import type { SignInSuccessResponse } from '../../../shared/domain/auth-responses';
import { NO_ANSWER_CODE } from '../../../shared/domain/sign-in-errors';

export type SignInRequest = {
  login: string;
  password: string;
  rememberMe: boolean;
  returnUrl: string;
  locale: string;
  pageModuleName: string;
  isEnrollmentStyle: boolean;
  /** The booking a trip-linked sign-in adds to the member's trips. */
  tripId: string | null;
};

/** What a sign-in attempt came to: a value, since a refused password is an expected outcome. */
export type SignInOutcome =
  | { status: 'signedIn'; response: SignInSuccessResponse }
  | { status: 'refused'; code: string };

export async function submitSignIn(request: SignInRequest): Promise<SignInOutcome> {
  try {
    const { rsaPublicKey } = await getPublicKey();
    const response = await loginWithCredentials({
      userId: request.login.trim(),
      encryptedPassword: await encryptPassword(request.password.trim(), rsaPublicKey),
      rememberMe: request.rememberMe,
      returnUrl: request.returnUrl,
      pageModuleName: request.pageModuleName,
      locale: request.locale,
      isEnrollmentStyle: request.isEnrollmentStyle,
      tripId: request.tripId,
    });
    return { status: 'signedIn', response };
  } catch (error) {
    const code = error instanceof AuthApiError ? (error.code ?? `HTTP_${error.status}`) : NO_ANSWER_CODE;
    return { status: 'refused', code };
  }
}
