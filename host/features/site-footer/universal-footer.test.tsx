// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig, unstable_serialize } from 'swr';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { siteFurnitureKey } from '../../../shared/content/furniture-client';
import type { SupportedLocale } from '../../../shared/domain/locales';
import type { SiteFurniture } from '../../../shared/domain/site-furniture';
import { allMessageAreas } from '../../../shared/i18n/generated/all-areas';
import { loadAreas } from '../../../shared/i18n/messages';
import { MessagesProvider } from '../../../shared/i18n/messages-context';
import { footerContent, languageSelectorContent, siteFurniture } from '../../../shared/testing/site-furniture-builders';
import { UniversalFooter, type UniversalFooterProps } from './universal-footer';

vi.mock('../../services/config', () => ({ config: { consentScriptUrl: null, locale: 'en-US' } }));

beforeAll(() => loadAreas('ar', allMessageAreas));
afterEach(() => {
  delete window.PorticoConsent;
  vi.useRealTimers();
});

const ENGLISH_REGIONS: [string, string, string, string] = ['Americas', 'Europe', 'Middle East & Africa', 'Asia Pacific'];
const ENGLISH_FOOTER = footerContent({
  regions: ENGLISH_REGIONS,
  columns: ['Our company', 'Work with us', 'Find help', 'Privacy'],
  follow: (network) => `Portico on ${network.charAt(0).toUpperCase()}${network.slice(1)}`,
});

const furnitureIn = (locale: 'en-US' | 'ar'): SiteFurniture =>
  locale === 'en-US'
    ? siteFurniture({ footer: { locale, content: ENGLISH_FOOTER }, languageSelector: { locale, content: languageSelectorContent('Choose your language', ENGLISH_REGIONS) } })
    : siteFurniture({
        footer: { locale: 'en-US', content: ENGLISH_FOOTER },
        languageSelector: { locale, content: languageSelectorContent('اختر لغتك', ['الأمريكتان', 'أوروبا', 'الشرق الأوسط وأفريقيا', 'آسيا والمحيط الهادئ']) },
      });

function renderFooter(locale: SupportedLocale, furniture: SiteFurniture, props: UniversalFooterProps = {}, path = '/hotels/nycts-portico-times-square/overview?adults=2') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <MessagesProvider locale={locale}>
        <SWRConfig value={{ provider: () => new Map(), fallback: { [unstable_serialize(siteFurnitureKey(locale))]: furniture } }}>
          <UniversalFooter {...props} />
        </SWRConfig>
      </MessagesProvider>
    </MemoryRouter>,
  );
}

describe('UniversalFooter', () => {
  it('shows the content service’s destinations, its four link columns and the five networks in the spec’s order', () => {
    // The copyright's year is the clock's, not one written down: a year no build will meet shows it.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-15T12:00:00Z'));
    renderFooter('en-US', { ...furnitureIn('en-US'), footer: { locale: 'en-US', content: { ...ENGLISH_FOOTER, social: [...ENGLISH_FOOTER.social].reverse() } } });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Popular destinations').closest('details')).not.toHaveAttribute('open');
    expect(within(footer).getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'))).toEqual([
      'Americas', 'Europe', 'Middle East & Africa', 'Asia Pacific', 'Our company', 'Work with us', 'Find help', 'Privacy',
    ]);
    expect(within(screen.getByRole('navigation', { name: 'Americas' })).getByRole('link', { name: 'City 1' })).toHaveAttribute('href', '/hotels/city-1/overview');
    expect(within(screen.getByRole('navigation', { name: 'Privacy' })).getByRole('link', { name: 'Privacy link' })).toHaveAttribute('rel', 'noopener');
    expect(within(screen.getByRole('list', { name: 'Portico on social media' })).getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      'Portico on Facebook', 'Portico on Instagram', 'Portico on Twitter', 'Portico on Linkedin', 'Portico on Youtube',
    ]);
    expect(footer).toHaveTextContent('© 2031 Portico Hotels & Resorts. All rights reserved.');
  });

  it('minimized, keeps only the copyright and the language selector', () => {
    renderFooter('en-US', furnitureIn('en-US'), { variant: 'minimized' });
    expect(screen.queryAllByRole('navigation')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Language: English (United States)' })).toBeInTheDocument();
  });

  it('opens the language selector: region columns of this page’s address in each locale, the current one marked', async () => {
    renderFooter('ar', furnitureIn('ar'));
    expect(screen.getByRole('contentinfo')).toHaveTextContent('جميع الحقوق محفوظة');
    await userEvent.click(screen.getByRole('button', { name: 'اللغة: العربية' }));
    const dialog = await screen.findByRole('dialog', { name: 'اختر لغتك' });
    expect(within(dialog).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'الأمريكتان', 'أوروبا', 'الشرق الأوسط وأفريقيا', 'آسيا والمحيط الهادئ',
    ]);
    const japanese = within(dialog).getByRole('link', { name: '日本語' });
    expect(japanese).toHaveAttribute('href', '/hotels/nycts-portico-times-square/overview?adults=2&locale=ja-JP');
    expect(japanese).toHaveAttribute('lang', 'ja-JP');
    expect(within(dialog).getByRole('link', { name: 'العربية' })).toHaveAttribute('aria-current', 'true');
  });

  it('leaves out a region with no destinations, and the destinations altogether when no region has any', () => {
    const withRegionsEmptied = (emptied: (heading: string) => boolean) => ({
      ...furnitureIn('en-US'),
      footer: {
        locale: 'en-US',
        content: {
          ...ENGLISH_FOOTER,
          destinations: {
            ...ENGLISH_FOOTER.destinations,
            columns: ENGLISH_FOOTER.destinations.columns.map((column) => (emptied(column.heading) ? { ...column, links: [] } : column)),
          },
        },
      },
    });
    const { unmount } = renderFooter('en-US', withRegionsEmptied((heading) => heading === 'Middle East & Africa'));
    expect(screen.getByText('Popular destinations')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Middle East & Africa' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Europe' })).toBeInTheDocument();
    unmount();

    renderFooter('en-US', withRegionsEmptied(() => true));
    expect(screen.queryByText('Popular destinations')).toBeNull();
    expect(screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'))).toEqual(['Our company', 'Work with us', 'Find help', 'Privacy']);
  });

  it('is the copyright alone when the content service has nothing to show', () => {
    renderFooter('en-US', siteFurniture({}));
    expect(screen.queryAllByRole('navigation')).toEqual([]);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('All rights reserved.');
  });

  it('makes the cookie-preferences link open the consent manager’s preferences once the page has one, and leaves it a link otherwise', async () => {
    const withConsentLink = {
      ...ENGLISH_FOOTER,
      linkColumns: ENGLISH_FOOTER.linkColumns.map((column) =>
        column.id === 'privacy' ? { ...column, links: [...column.links, { label: 'Cookie preferences', href: 'https://corporate.example/cookies', opensConsentPreferences: true as const }] } : column,
      ),
    };
    const furniture = { ...furnitureIn('en-US'), footer: { locale: 'en-US', content: withConsentLink } };
    const { unmount } = renderFooter('en-US', furniture);
    expect(screen.getByRole('link', { name: 'Cookie preferences' })).toHaveAttribute('href', 'https://corporate.example/cookies');
    unmount();

    const manager = { showPreferences: vi.fn() };
    window.PorticoConsent = manager;
    renderFooter('en-US', furniture);
    await userEvent.click(await screen.findByRole('button', { name: 'Cookie preferences' }));
    expect(manager.showPreferences).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: 'Cookie preferences' })).toBeNull();
  });
});
