import { styled } from '@linaria/react';
import { Outlet } from 'react-router-dom';
import { getUserDetails, userDetailsKey } from '../../shared/auth/auth-client';
import { colors } from '../../shared/ui/theme';
import type { PageData } from '../../shared/ssr/page-data';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from './site-header';
import { HotelDetailDialogHost } from '../features/hotels/details/hotel-detail-dialog-host';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${colors.canvas};
`;

const Main = styled.main`
  flex: 1;
  width: min(1100px, 100%);
  margin: 0 auto;
  padding: 2rem 1rem;
`;

/** Every page's header greets a signed-in or remembered member, so the server reads who is signed in. */
export const rootPageData: PageData = async (_page, read) => {
  await read(userDetailsKey, getUserDetails);
};

export function RootLayout() {
  return (
    <Page>
      <SiteHeader />
      <Main id="main">
        <Outlet />
      </Main>
      <SiteFooter />
      <HotelDetailDialogHost />
    </Page>
  );
}
