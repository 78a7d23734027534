// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { SWRConfig, unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { siteFurnitureKey } from '../../../shared/content/furniture-client';
import type { LinkBannerContent } from '../../../shared/domain/site-furniture';
import { siteFurniture } from '../../../shared/testing/site-furniture-builders';
import { MessagesProvider } from '../../../shared/i18n/messages-context';
import { LinkBanner, showsLinkBanner } from './link-banner';

const column = (heading: string | undefined, ...labels: string[]) => ({ ...(heading ? { heading } : {}), links: labels.map((label) => ({ label, href: `/${label.toLowerCase().replace(/ /g, '-')}` })) });

function renderBanner(linkBanner: LinkBannerContent | null) {
  const furniture = siteFurniture({ linkBanner: linkBanner && { locale: 'en-US', content: linkBanner } });
  return render(
    <MessagesProvider locale="en-US">
      <SWRConfig value={{ provider: () => new Map(), fallback: { [unstable_serialize(siteFurnitureKey('en-US'))]: furniture } }}>
        <LinkBanner />
      </SWRConfig>
    </MessagesProvider>,
  );
}

describe('the link banner', () => {
  it('shows the content service’s header and columns, each a list of links under its own header', () => {
    renderBanner({ heading: 'Plan your stay', hidesColumnDividers: false, columns: [column('Your bookings', 'Find a reservation', 'My trips'), column('Help', 'Contact us')] });
    const banner = screen.getByRole('region', { name: 'Plan your stay' });
    const columns = within(banner).getAllByRole('navigation');
    expect(columns.map((nav) => nav.getAttribute('aria-label'))).toEqual(['Your bookings', 'Help']);
    expect(within(columns[0]!).getAllByRole('link').map((link) => link.textContent)).toEqual(['Find a reservation', 'My trips']);
    expect(within(columns[0]!).getByRole('link', { name: 'My trips' })).toHaveAttribute('href', '/my-trips');
    // The grid lays the columns out by their number, collapsing because there is a header, with the lines between them.
    expect(columns[0]!.parentElement).toMatchObject({ dataset: { columns: '2', hasHeading: 'true', dividers: 'true' } });
  });

  it('without a header it is no region, keeps its columns side by side, and hides the lines when the content says so', () => {
    renderBanner({ hidesColumnDividers: true, columns: [column(undefined, 'Sign in'), column('Help', 'Contact us'), column('More', 'Careers')] });
    expect(screen.queryByRole('region')).toBeNull();
    // The unnamed column is a plain list beside the two named navigation columns.
    expect(screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'))).toEqual(['Help', 'More']);
    expect(screen.getByRole('link', { name: 'Sign in' }).closest('ul')!.parentElement!.parentElement).toMatchObject({ dataset: { columns: '3', hasHeading: 'false', dividers: 'false' } });
  });

  it('is nothing when the content service has none', () => {
    const { container } = renderBanner(null);
    expect(container).toBeEmptyDOMElement();
  });

  it('ends the home page only', () => {
    expect(showsLinkBanner('/')).toBe(true);
    expect(showsLinkBanner('/hotels/nycts-portico-times-square/overview')).toBe(false);
  });
});
