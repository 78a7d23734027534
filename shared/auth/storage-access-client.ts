import type { SignInSuccessResponse } from '../domain/auth-responses';
import { STORAGE_ACCESS_SIGN_IN_PATH } from '../domain/storage-access-api';
import { postJson, readJson } from './auth-client';

/**
 * From an overlay framed on a partner page, once the browser granted it storage access: the first-party
 * sign-in's pass, which the frame now sends, signs this overlay's site in. Apart from auth-client.ts,
 * which the sign-in form's first load carries, so only the chunk that asks for storage access carries it.
 */
export async function signInThroughStorageAccess(): Promise<SignInSuccessResponse> {
  return readJson<SignInSuccessResponse>(await postJson(STORAGE_ACCESS_SIGN_IN_PATH, {}));
}
