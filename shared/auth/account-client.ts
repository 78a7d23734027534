import {
  accountApiPaths,
  type ActivateOnlineAccountRequest,
  type ChangePasswordRequest,
  type DecryptEnrollmentDataRequest,
  type DecryptEnrollmentDataResponse,
  type FinishJoiningRequest,
  type FinishJoiningResponse,
  type ForgotPasswordRequest,
  type GenerateCodeRequest,
  type GenerateCodeResponse,
  type JoinRequest,
  type NewPasswordRequest,
  type UserPrefilledDataResponse,
  type VerifyCodeRequest,
  type VerifyCodeResponse,
} from '../domain/account-api';
import type { EnrollmentErrorResponse } from '../domain/auth-responses';
import { getPublicKey } from './auth-client';
import { encryptPassword } from './encrypt-password';
import { refusalOf } from './enroll-client';
import { pageFetch } from '../ssr/page-fetch';

export type Refused = { ok: false; status: number; refusal: EnrollmentErrorResponse };
export type AccountCallResult<Answer = object> = ({ ok: true } & Answer) | Refused;

type AccountCallRequest = ActivateOnlineAccountRequest | ChangePasswordRequest | DecryptEnrollmentDataRequest | ForgotPasswordRequest | NewPasswordRequest | GenerateCodeRequest | VerifyCodeRequest | JoinRequest | FinishJoiningRequest;

async function postAccountCall<Answer extends object>(path: string, body: AccountCallRequest): Promise<AccountCallResult<Answer>> {
  const response = await pageFetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.ok) return { ok: true, ...((await response.json()) as Answer) };
  return { ok: false, status: response.status, refusal: await refusalOf(response) };
}

/** Asks for a reset link (`POST forgotPasswordSubmit`); the answer is the same whether or not an account matched. */
export function requestPasswordReset(request: ForgotPasswordRequest): Promise<AccountCallResult> {
  return postAccountCall(accountApiPaths.forgotPasswordSubmit, request);
}

/** Asks for the link that activates an online account (`POST activateOnlineAccount`); the answer is the same whether or not a member matched. */
export function requestActivation(request: ActivateOnlineAccountRequest): Promise<AccountCallResult> {
  return postAccountCall(accountApiPaths.activateOnlineAccount, request);
}

/** Sets a new password with a reset link's token (`POST newPasswordSubmit`), the password encrypted as sign-in's. */
export async function submitNewPassword({ token, password, locale }: { token: string; password: string; locale: string }): Promise<AccountCallResult> {
  const { rsaPublicKey } = await getPublicKey();
  return postAccountCall(accountApiPaths.newPasswordSubmit, { token, encryptedPassword: await encryptPassword(password, rsaPublicKey), locale });
}

/** Sends a two-step code for the sign-in under way in this browser (`POST generateOTP`). */
export function sendTwoStepCode(request: GenerateCodeRequest): Promise<AccountCallResult<Omit<GenerateCodeResponse, 'status'>>> {
  return postAccountCall(accountApiPaths.generateOTP, request);
}

/** Checks a two-step code (`POST verifyOTP`); when right, the member is signed in and goes on to `nextStateURI`. */
export function verifyTwoStepCode(request: VerifyCodeRequest): Promise<AccountCallResult<Omit<VerifyCodeResponse, 'status'>>> {
  return postAccountCall(accountApiPaths.verifyOTP, request);
}

/** The join form as a page holds it: the request with the password in clear, encrypted here before it leaves. */
export type JoinInput = Omit<JoinRequest, 'encryptedPassword'> & { password: string };

/** Asks to join (`POST createOnlineAccount`): a link to finish is e-mailed; the answer is the same whether or not the e-mail has an account. */
export async function askToJoin({ password, ...request }: JoinInput): Promise<AccountCallResult> {
  const { rsaPublicKey } = await getPublicKey();
  return postAccountCall(accountApiPaths.createOnlineAccount, { ...request, encryptedPassword: await encryptPassword(password, rsaPublicKey) });
}

/** Makes the account a join link names (`POST submitCreateOnlineAccount`); the new member is signed in. */
export function finishJoining(request: FinishJoiningRequest): Promise<AccountCallResult<Omit<FinishJoiningResponse, 'status'>>> {
  return postAccountCall(accountApiPaths.submitCreateOnlineAccount, request);
}

/** Changes the signed-in member's password (`POST changePassword`), both passwords encrypted as sign-in's; this browser stays signed in. */
export async function changePassword({ currentPassword, newPassword, locale }: { currentPassword: string; newPassword: string; locale: string }): Promise<AccountCallResult> {
  const { rsaPublicKey } = await getPublicKey();
  const [encryptedCurrentPassword, encryptedNewPassword] = await Promise.all([encryptPassword(currentPassword, rsaPublicKey), encryptPassword(newPassword, rsaPublicKey)]);
  return postAccountCall(accountApiPaths.changePassword, { encryptedCurrentPassword, encryptedNewPassword, locale });
}

/** What this browser's guest gave when booking, for the join form (`GET userPrefilledData`); null prefill when nothing is known. */
export async function getUserPrefilledData(): Promise<UserPrefilledDataResponse> {
  const response = await pageFetch(accountApiPaths.userPrefilledData, { credentials: 'same-origin', headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`userPrefilledData answered ${response.status}`);
  return (await response.json()) as UserPrefilledDataResponse;
}

/** Opens a campaign join link's sealed prefill (`POST decryptEnrollmentData`). */
export function openEnrollmentPrefill(request: DecryptEnrollmentDataRequest): Promise<AccountCallResult<DecryptEnrollmentDataResponse>> {
  return postAccountCall(accountApiPaths.decryptEnrollmentData, request);
}
