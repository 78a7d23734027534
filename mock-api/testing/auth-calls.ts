import { encryptPassword } from '../../shared/auth/encrypt-password';
import type { LoginEventDetails, SignInSetupResponse, UserDetailsResponse } from '../../shared/domain/auth-responses';
import { authApiPaths } from '../../shared/domain/paths';
import { DEMO_PASSWORD } from '../seed/fixtures';
import type { TestApi } from './test-api';

export type SignInFields = Partial<Record<'userId' | 'password' | 'rememberMe' | 'returnUrl' | 'pageModuleName', string>>;
type Headers = Record<string, string>;

/** The REST auth calls as a browser makes them, over real HTTP, for API tests. */
export function authCalls(api: TestApi) {
  /** Encrypts as the sign-in overlay does, with the same WebCrypto code. */
  const encrypt = async (password: string) => {
    const { rsaPublicKey } = (await (await fetch(`${api.hostUrl}${authApiPaths.publicKey}`)).json()) as { rsaPublicKey: string };
    return encryptPassword(password, rsaPublicKey);
  };

  const signIn = (fields: SignInFields, headers: Headers = {}) =>
    fetch(`${api.overlayUrl}${authApiPaths.loginWithCredentials}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields as Record<string, string>),
    });

  /** Signs in as `userId` with `password` in clear (encrypted here), remember-me off unless `extra` says so. */
  const signInAs = async (userId: string, password = DEMO_PASSWORD, extra: SignInFields = {}, headers: Headers = {}) =>
    signIn({ userId, password: await encrypt(password), rememberMe: 'false', returnUrl: '/', ...extra }, headers);

  const signInAsAva = (extra: SignInFields = {}, headers: Headers = {}) => signInAs('ava.morgan@example.com', DEMO_PASSWORD, extra, headers);

  const userDetails = async (cookie?: string) => {
    const response = await fetch(`${api.hostUrl}${authApiPaths.userDetails}`, { headers: cookie ? { cookie } : {} });
    return response.json() as Promise<UserDetailsResponse>;
  };

  const signOut = (cookie: string) => fetch(`${api.hostUrl}${authApiPaths.signOut}`, { method: 'POST', headers: { cookie } });

  const signInSetup = (query = '', cookie?: string) =>
    fetch(`${api.overlayUrl}${authApiPaths.signInSetup}${query}`, { headers: cookie ? { cookie } : {} });

  const signInSetupBody = async (query = '', cookie?: string) => (await signInSetup(query, cookie)).json() as Promise<SignInSetupResponse>;

  const clearRememberedUser = (headers: Headers = {}) =>
    fetch(`${api.overlayUrl}${authApiPaths.clearRememberedUser}`, { method: 'POST', headers });

  return { encrypt, signIn, signInAs, signInAsAva, userDetails, signOut, signInSetup, signInSetupBody, clearRememberedUser };
}

/** The value of cookie `name` set by `response`, if any. */
export function cookieValue(response: Response, name: string): string | undefined {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
  return cookie?.split(';')[0]?.slice(name.length + 1);
}

/** The decoded `logineventdetails` header of a sign-in response. */
export function loginEvent(response: Response): LoginEventDetails | null {
  const header = response.headers.get('logineventdetails');
  return header === null ? null : (JSON.parse(decodeURIComponent(header)) as LoginEventDetails);
}

/** The status and first error code of a refusal, read without consuming anything else of the test's interest. */
export async function statusAndCode(response: Response): Promise<[number, string | undefined]> {
  const body = (await response.json()) as { phoenixErrorMessages?: { errorMessages?: string[] } };
  return [response.status, body.phoenixErrorMessages?.errorMessages?.[0]];
}
