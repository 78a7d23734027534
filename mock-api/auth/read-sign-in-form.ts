import { loginKind, LOGIN_MAX_LENGTH, PASSWORD_MAX_LENGTH, type LoginKind } from '../../shared/validation/sign-in';
import { safeReturnPath } from '../../shared/validation/safe-return-url';
import { SignInErrorCode } from '../../shared/domain/sign-in-errors';
import { TRIP_ID_MAX_LENGTH, tripIdOf } from '../../shared/domain/sign-in-redirect';
import type { CredentialKey } from './credential-key';

export type SignInForm = {
  login: string;
  loginKind: LoginKind;
  password: string;
  rememberMe: boolean;
  returnUrl: string;
  pageModuleName: string | null;
  /** `tripDetails.tripId`: the booking a trip-linked sign-in adds to the member's trips. */
  tripId: string | null;
};

export type SignInFormProblem = { code: SignInErrorCode; message: string };

const PAGE_MODULE_MAX_LENGTH = 100;

/** Checks the form body of `loginWithCredentials` (spec section 3, login payload) and decrypts the password. */
export function readSignInForm(body: unknown, key: CredentialKey): SignInForm | SignInFormProblem {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : undefined);

  const login = text('userId')?.trim();
  if (!login) return problem(SignInErrorCode.UnprocessableEntity, 'userId is required.');
  if (login.length > LOGIN_MAX_LENGTH) {
    return problem(SignInErrorCode.InvalidUsernameType, `userId must be at most ${LOGIN_MAX_LENGTH} characters.`);
  }
  const kind = loginKind(login);
  if (!kind) return problem(SignInErrorCode.InvalidUsernameType, 'userId must be an e-mail address or a 9-digit member number.');

  const ciphertext = text('password');
  if (!ciphertext) return problem(SignInErrorCode.UnprocessableEntity, 'password is required.');
  const password = key.decrypt(ciphertext)?.trim();
  if (password === undefined) {
    return problem(
      SignInErrorCode.UnprocessableEntity,
      'password must be encrypted with RSA-OAEP (SHA-256) under the key from encryptionKey/credential.',
    );
  }
  if (!password || password.length > PASSWORD_MAX_LENGTH) {
    return problem(SignInErrorCode.InvalidCredentials, `password must be 1 to ${PASSWORD_MAX_LENGTH} characters.`);
  }

  const rememberMe = text('rememberMe') ?? 'false';
  if (rememberMe !== 'true' && rememberMe !== 'false') {
    return problem(SignInErrorCode.UnprocessableEntity, 'rememberMe must be "true" or "false".');
  }
  const pageModuleName = text('pageModuleName') ?? null;
  if (pageModuleName && pageModuleName.length > PAGE_MODULE_MAX_LENGTH) {
    return problem(SignInErrorCode.UnprocessableEntity, `pageModuleName must be at most ${PAGE_MODULE_MAX_LENGTH} characters.`);
  }

  const namedTrip = text('tripDetails.tripId')?.trim() || null;
  const tripId = tripIdOf(namedTrip);
  if (namedTrip && !tripId) {
    return problem(SignInErrorCode.UnprocessableEntity, `tripDetails.tripId must be a confirmation number: 1 to ${TRIP_ID_MAX_LENGTH} digits.`);
  }

  return {
    login,
    loginKind: kind,
    password,
    rememberMe: rememberMe === 'true',
    returnUrl: safeReturnPath(text('returnUrl')),
    pageModuleName,
    tripId,
  };
}

function problem(code: SignInErrorCode, message: string): SignInFormProblem {
  return { code, message };
}

export function isProblem(value: SignInForm | SignInFormProblem): value is SignInFormProblem {
  return 'code' in value;
}
