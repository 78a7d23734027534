import { createBrowserRouter } from 'react-router-dom';
import { hostPaths } from '../../shared/domain/paths';
import { HotelOverviewPage } from '../features/hotels/hotel-overview-page';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { RootLayout } from './root-layout';

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: hostPaths.home.path, element: <HomePage /> },
      { path: hostPaths.hotelOverview.path, element: <HotelOverviewPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
