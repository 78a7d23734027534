import { createBrowserRouter } from 'react-router-dom';
import { hostPaths } from '../../shared/domain/paths';
import { HotelOverviewPage } from '../features/hotels/hotel-overview-page';
import { SessionTimedOutPage } from '../features/sign-in/pages/session-timed-out-page';
import { SignInErrorPage } from '../features/sign-in/pages/sign-in-error-page';
import { SignInPage } from '../features/sign-in/pages/sign-in-page';
import { VerifyIdentityPage } from '../features/sign-in/pages/verify-identity-page';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { RootLayout } from './root-layout';

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: hostPaths.home.path, element: <HomePage /> },
      { path: hostPaths.signIn.path, element: <SignInPage /> },
      { path: hostPaths.signInError.path, element: <SignInErrorPage /> },
      { path: hostPaths.sessionTimedOut.path, element: <SessionTimedOutPage /> },
      { path: hostPaths.verifyIdentity.path, element: <VerifyIdentityPage /> },
      { path: hostPaths.hotelOverview.path, element: <HotelOverviewPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
