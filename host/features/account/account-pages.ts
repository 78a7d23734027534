import { ActivatePage } from './activate/activate-page';
import { FinishJoiningPage } from './finish-joining/finish-joining-page';
import { ForgotPasswordPage } from './forgot-password/forgot-password-page';
import { JoinPage } from './join/join-page';
import { ProfilePage, pageData as profilePageData } from './profile/profile-page';
import { ResetPasswordPage } from './reset-password/reset-password-page';

/**
 * The account pages (forgot password and the reset link's new password; join and the join link's
 * finishing page; activating an online account; the member's profile), loaded as one chunk: a visitor on one goes on to its other, and one chunk keeps the
 * first page's list of chunks short.
 */
export const forgotPasswordRoute = { ForgotPasswordPage };
export const resetPasswordRoute = { ResetPasswordPage };
export const joinRoute = { JoinPage };
export const finishJoiningRoute = { FinishJoiningPage };
export const activateRoute = { ActivatePage };
export const profileRoute = { ProfilePage, pageData: profilePageData };
