import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentApiPaths } from '../../../shared/domain/paths';
import { SOCIAL_NETWORKS, type SiteFurniture } from '../../../shared/domain/site-furniture';
import { startTestApi, type TestApi } from '../../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const furnitureOf = (locale: string, headers: Record<string, string> = {}) => fetch(`${api.hostUrl}${contentApiPaths.furniture}?locale=${encodeURIComponent(locale)}`, { headers });

describe('the site furniture (content service)', () => {
  it('answers the footer and the language selector of a locale, from the database', async () => {
    const response = await furnitureOf('ar');
    expect(response.status).toBe(200);
    const furniture = (await response.json()) as SiteFurniture;
    expect(furniture.footer?.locale).toBe('ar');
    expect(furniture.footer?.content.linkColumns.map((column) => column.id)).toEqual(['our-company', 'work-with-us', 'find-help', 'privacy']);
    expect(furniture.footer?.content.destinations.columns.length).toBeLessThanOrEqual(4);
    expect(furniture.footer?.content.destinations.columns.every((column) => column.links.length <= 7)).toBe(true);
    expect(furniture.footer?.content.social.map((link) => link.network)).toEqual([...SOCIAL_NETWORKS]);
    expect(furniture.languageSelector?.content.heading).toBe('اختر لغتك');
    expect(furniture.linkBanner).toMatchObject({ locale: 'ar', content: { heading: 'خطط لإقامتك', hidesColumnDividers: false } });
    expect(furniture.homePage?.content.featureCards).toHaveLength(2);
  });

  it('falls back to en-US for a slot a locale has none of, and reads a region’s locale as its language’s', async () => {
    expect(((await (await furnitureOf('ja_JP')).json()) as SiteFurniture).footer).toMatchObject({ locale: 'ja-JP', content: { destinations: { heading: '人気の目的地' } } });
    await api.db.query(`delete from site_furniture where locale = 'ja-JP' and slot in ('footer', 'link-banner')`);
    const furniture = (await (await furnitureOf('ja_JP')).json()) as SiteFurniture;
    expect(furniture.footer?.locale).toBe('en-US');
    expect(furniture.linkBanner?.locale).toBe('en-US');
    expect(furniture.promotions?.locale).toBe('ja-JP');
    expect(furniture.languageSelector).toMatchObject({ locale: 'ja-JP', content: { heading: '言語を選択' } });
    expect(((await (await furnitureOf('es-MX')).json()) as SiteFurniture).languageSelector?.locale).toBe('es-ES');
  });

  it('shows an edit at once: the ETag moves with the content revision, and an unchanged answer is a 304', async () => {
    const first = await furnitureOf('en-US');
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect((await furnitureOf('en-US', { 'if-none-match': etag })).status).toBe(304);

    await api.db.query(
      `update site_furniture set content = jsonb_set(content, '{heading}', '"Pick a language"') where slot = 'language-selector' and locale = 'en-US'`,
    );
    const edited = await furnitureOf('en-US', { 'if-none-match': etag });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as SiteFurniture).languageSelector?.content.heading).toBe('Pick a language');
  });

  it('passes over a document edited into something the pages cannot show, for the en-US one', async () => {
    await api.db.query(
      `update site_furniture set content = '{"destinations": {"heading": "", "columns": []}, "linkColumns": [], "social": []}'::jsonb where slot = 'footer' and locale = 'ko-KR'`,
    );
    const furniture = (await (await furnitureOf('ko-KR')).json()) as SiteFurniture;
    expect(furniture.footer?.locale).toBe('en-US');
  });

  it('refuses a locale it cannot read, naming the ones it has, without a server error', async () => {
    for (const locale of ['fr-FR', '', '<script>']) {
      const response = await furnitureOf(locale);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(
        'locale must name one of en-US, en-GB, es-ES, ar, th-TH, zh-CN, zh-TW, ko-KR, ja-JP',
      );
    }
    expect((await fetch(`${api.hostUrl}${contentApiPaths.furniture}`)).status).toBe(400);
  });
});
