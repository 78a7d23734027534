import { ForgotPasswordPage } from './forgot-password/forgot-password-page';
import { ResetPasswordPage } from './reset-password/reset-password-page';

/**
 * The account recovery pages (forgot password, the reset link's new password), loaded as one chunk:
 * a member on one goes on to the other, and one chunk keeps the first page's list of chunks short.
 */
export const forgotPasswordRoute = { ForgotPasswordPage };
export const resetPasswordRoute = { ResetPasswordPage };
