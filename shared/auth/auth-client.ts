import { pageFetch } from '../ssr/page-fetch';
import type {
  AuthErrorResponse,
  LoginEventDetails,
  PublicKeyResponse,
  SignInSetupResponse,
  SignInSuccessResponse,
  UserDetailsResponse,
} from '../domain/auth-responses';
import { authApiPaths } from '../domain/paths';
import { embedApiPaths, type SignInHandoff } from '../domain/embed-api';

const LOGIN_EVENT_HEADER = 'logineventdetails';

/** A failed auth call: the HTTP status and the first error code the server named, if any. */
export class AuthApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
    /** The sign-in call's `logineventdetails` header, when it sent one. */
    readonly loginEvent: LoginEventDetails | null = null,
  ) {
    super(message);
    this.name = 'AuthApiError';
  }
}

export async function readJson<T>(response: Response): Promise<T> {
  if (response.ok) return (await response.json()) as T;
  const body = (await response.json().catch(() => null)) as Partial<AuthErrorResponse> | null;
  const code = body?.phoenixErrorMessages?.errorMessages?.[0];
  // The message is for logs only: a page words a refusal from its code, in its own locale.
  throw new AuthApiError(response.status, code, body?.message ?? `Auth call refused (HTTP ${response.status})`, readLoginEvent(response));
}

/** The `logineventdetails` header: URI-encoded JSON; anything unreadable counts as absent. */
export function readLoginEvent(response: Response): LoginEventDetails | null {
  const raw = response.headers.get(LOGIN_EVENT_HEADER);
  if (!raw) return null;
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as Partial<LoginEventDetails>;
    return value.loginStatus === 'success' || value.loginStatus === 'failure' ? (value as LoginEventDetails) : null;
  } catch {
    return null;
  }
}

export const userDetailsKey = authApiPaths.userDetails;

export async function getUserDetails(): Promise<UserDetailsResponse> {
  const response = await pageFetch(authApiPaths.userDetails, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    cache: 'no-store',
  });
  return readJson<UserDetailsResponse>(response);
}

export async function getPublicKey(): Promise<PublicKeyResponse> {
  return readJson<PublicKeyResponse>(await pageFetch(authApiPaths.publicKey, { headers: { accept: 'application/json' } }));
}

/** The login payload of spec section 3; `encryptedPassword` is already RSA-OAEP encrypted. */
export type LoginPayload = {
  userId: string;
  encryptedPassword: string;
  rememberMe: boolean;
  returnUrl: string;
  pageModuleName: string;
  locale: string;
  /** The enrollment-style form (spec header isEAA). */
  isEnrollmentStyle: boolean;
  /** A booking made without an account that the sign-in adds to the member's trips (spec: tripDetails.tripId). */
  tripId?: string | null;
};

export async function loginWithCredentials(payload: LoginPayload): Promise<SignInSuccessResponse> {
  const body = new URLSearchParams({
    userId: payload.userId,
    password: payload.encryptedPassword,
    rememberMe: String(payload.rememberMe),
    returnUrl: payload.returnUrl,
    pageModuleName: payload.pageModuleName,
  });
  // The spec's sign-in takes "a different path when a trip id exists".
  if (payload.tripId) body.set('tripDetails.tripId', payload.tripId);
  const response = await pageFetch(payload.tripId ? authApiPaths.loginWithCredentialsAndLink : authApiPaths.loginWithCredentials, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      'accept-language': payload.locale,
      isEAA: String(payload.isEnrollmentStyle),
    },
    body,
  });
  return readJson<SignInSuccessResponse>(response);
}

export async function signOut(): Promise<void> {
  const response = await pageFetch(authApiPaths.signOut, { method: 'POST', credentials: 'same-origin' });
  if (!response.ok) await readJson<never>(response);
}

/** The sign-in form's initial set-up call: remembered state and the client id's sweepstakes. */
export async function getSignInSetup(clientId: string | null): Promise<SignInSetupResponse> {
  const query = clientId ? `?clientId=${encodeURIComponent(clientId)}` : '';
  const response = await pageFetch(`${authApiPaths.signInSetup}${query}`, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    cache: 'no-store',
  });
  return readJson<SignInSetupResponse>(response);
}

/** Forgets the remembered member on this browser. */
export async function clearRememberedUser(): Promise<void> {
  const response = await pageFetch(authApiPaths.clearRememberedUser, { method: 'POST', credentials: 'same-origin' });
  if (!response.ok) await readJson<never>(response);
}

export const postJson = (path: string, body: object) =>
  pageFetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });

/** From Portico's own window, signed in there: a one-minute, one-use handoff of the sign-in to the partner page `forOrigin`. */
export async function requestSignInHandoff(forOrigin: string): Promise<SignInHandoff> {
  return readJson<SignInHandoff>(await postJson(embedApiPaths.signInHandoff, { forOrigin }));
}

/** From an overlay framed on the partner page the handoff is for: spends it, and this overlay's site is signed in. */
export async function redeemSignInHandoff(token: string): Promise<SignInSuccessResponse> {
  return readJson<SignInSuccessResponse>(await postJson(embedApiPaths.redeemSignInHandoff, { token }));
}
