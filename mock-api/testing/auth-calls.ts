import { encryptPassword } from '../../shared/auth/encrypt-password';
import { authApiPaths } from '../../shared/domain/paths';
import type { TestApi } from './test-api';

export type SignInFields = Partial<Record<'userId' | 'password' | 'rememberMe' | 'returnUrl' | 'pageModuleName', string>>;

/** The REST auth calls as a browser makes them, over real HTTP, for API tests. */
export function authCalls(api: TestApi) {
  /** Encrypts as the sign-in overlay does, with the same WebCrypto code. */
  const encrypt = async (password: string) => {
    const { rsaPublicKey } = (await (await fetch(`${api.hostUrl}${authApiPaths.publicKey}`)).json()) as { rsaPublicKey: string };
    return encryptPassword(password, rsaPublicKey);
  };

  const signIn = (fields: SignInFields, headers: Record<string, string> = {}) =>
    fetch(`${api.overlayUrl}${authApiPaths.loginWithCredentials}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields as Record<string, string>),
    });

  const signInAsAva = async (extra: SignInFields = {}, headers: Record<string, string> = {}) =>
    signIn(
      { userId: 'ava.morgan@example.com', password: await encrypt('Stay#Well2026'), rememberMe: 'false', returnUrl: '/', ...extra },
      headers,
    );

  const userDetails = async (cookie?: string) => {
    const response = await fetch(`${api.hostUrl}${authApiPaths.userDetails}`, { headers: cookie ? { cookie } : {} });
    return response.json() as Promise<{ status: string; rememberedUser: boolean; headerSubtext: { consumerName: string | null } }>;
  };

  const signOut = (cookie: string) => fetch(`${api.hostUrl}${authApiPaths.signOut}`, { method: 'POST', headers: { cookie } });

  return { encrypt, signIn, signInAsAva, userDetails, signOut };
}

/** The value of cookie `name` set by `response`, if any. */
export function cookieValue(response: Response, name: string): string | undefined {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
  return cookie?.split(';')[0]?.slice(name.length + 1);
}
