import { hostPaths } from '../../../shared/domain/host-paths';
import { SignInErrorCode } from '../../../shared/domain/sign-in-errors';
import { signInErrorQuery } from '../../../shared/domain/sign-in-variants';

/**
 * The sign-in error page an overlay refusal leads to (spec section 8): the first error code, where to
 * return, the client id, and `inValidCredentials=true` when a remembered member's password was wrong.
 */
export function signInErrorPageHref({
  code,
  returnTo,
  clientId,
  isRemembered,
}: {
  code: string;
  returnTo: string;
  clientId: string | null;
  isRemembered: boolean;
}): string {
  const query = new URLSearchParams({ [signInErrorQuery.returnTo]: returnTo, [signInErrorQuery.errorMessageType]: code });
  if (clientId) query.set(signInErrorQuery.clientId, clientId);
  if (isRemembered && code === SignInErrorCode.InvalidCredentials) query.set(signInErrorQuery.inValidCredentials, 'true');
  return `${hostPaths.signInError.path}?${query}`;
}
