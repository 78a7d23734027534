import { AuthApiError, getPublicKey, loginWithCredentials } from '../../../shared/auth/auth-client';
import { encryptPassword } from '../../../shared/auth/encrypt-password';
import type { SignInSuccessResponse } from '../../../shared/domain/auth-responses';
import { signInErrorMessage } from '../../../shared/domain/sign-in-errors';

export type SignInRequest = {
  login: string;
  password: string;
  rememberMe: boolean;
  returnUrl: string;
  locale: string;
};

/** What a sign-in attempt came to: a value, since a refused password is an expected outcome. */
export type SignInOutcome =
  | { status: 'signedIn'; response: SignInSuccessResponse }
  | { status: 'refused'; code: string; message: string };

// The sign-in overlay identifies itself to the server's logs and analytics with this page module name.
const PAGE_MODULE_NAME = 'signInOverlay';

export async function submitSignIn(request: SignInRequest): Promise<SignInOutcome> {
  try {
    const { rsaPublicKey } = await getPublicKey();
    const response = await loginWithCredentials({
      userId: request.login.trim(),
      encryptedPassword: await encryptPassword(request.password.trim(), rsaPublicKey),
      rememberMe: request.rememberMe,
      returnUrl: request.returnUrl,
      pageModuleName: PAGE_MODULE_NAME,
      locale: request.locale,
    });
    return { status: 'signedIn', response };
  } catch (error) {
    const code = error instanceof AuthApiError ? (error.code ?? `HTTP_${error.status}`) : 'NETWORK_ERROR';
    return { status: 'refused', code, message: signInErrorMessage(code) };
  }
}
