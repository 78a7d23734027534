import { createBrowserRouter } from 'react-router-dom';
import { hostPaths } from '../../shared/domain/paths';
import { HotelLocationPage } from '../features/hotels/hotel-location-page';
import { HotelOverviewPage } from '../features/hotels/hotel-overview-page';
import { HotelReviewsPage } from '../features/hotels/hotel-reviews-page';
import { SavedPropertiesPage } from '../features/saved-hotels/saved-properties-page';
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
      { path: hostPaths.hotelReviews.path, element: <HotelReviewsPage /> },
      { path: hostPaths.hotelLocation.path, element: <HotelLocationPage /> },
      { path: hostPaths.savedProperties.path, element: <SavedPropertiesPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
