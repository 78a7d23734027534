import { styled } from '@linaria/react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { getUserDetails, userDetailsKey } from '../../shared/auth/auth-client';
import { featureFlagsKey, getFeatureFlags } from '../../shared/flags/feature-flags-client';
import { colors } from '../../shared/ui/theme';
import type { PageData } from '../../shared/ssr/page-data';
import { SiteHeader } from './site-header';
import { usePageLoadReport } from './use-page-load-report';
import { SkipLink } from './skip-link';
import { useFocusOnNewPage } from './use-focus-on-new-page';
import { usePageTitle } from './use-page-title';
import { HotelDetailDialogHost } from '../features/hotels/details/hotel-detail-dialog-host';
import { footerPageData, UniversalFooter } from '../features/site-footer/universal-footer';
import { footerVariantFor } from '../features/site-footer/footer-variant';
import { LinkBanner, showsLinkBanner } from '../features/link-banner/link-banner';

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
  /* Focused only by the skip link and the new-page hook, to move the reader; it is no control to ring. */
  &:focus {
    outline: none;
  }
`;

const MAIN_ID = 'main';

/**
 * Every page's header greets a signed-in or remembered member, follows the feature flags, and its
 * footer shows the content service's links, so the server reads all three.
 */
export const rootPageData: PageData = async (page, read) => {
  await Promise.all([read(userDetailsKey, getUserDetails), read(featureFlagsKey, getFeatureFlags), footerPageData(page, read)]);
};

export function RootLayout() {
  usePageLoadReport();
  usePageTitle();
  useFocusOnNewPage(MAIN_ID);
  const { pathname } = useLocation();
  return (
    <Page>
      <SkipLink mainId={MAIN_ID} />
      <ScrollRestoration />
      <SiteHeader />
      <Main id={MAIN_ID} tabIndex={-1}>
        <Outlet />
        {showsLinkBanner(pathname) ? <LinkBanner /> : null}
      </Main>
      <UniversalFooter variant={footerVariantFor(pathname)} />
      <HotelDetailDialogHost />
    </Page>
  );
}
