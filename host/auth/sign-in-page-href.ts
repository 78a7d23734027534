import { hostPaths } from '../../shared/domain/paths';

/** The sign-in page, coming back to `returnTo` (a same-site path) once signed in. */
export function signInPageHref(returnTo: string): string {
  return `${hostPaths.signIn.getHref()}?${new URLSearchParams({ returnTo })}`;
}
