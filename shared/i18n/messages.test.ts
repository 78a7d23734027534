import { describe, expect, it } from 'vitest';
import { messageArea as common } from './generated/areas/common';
import { messageArea as host } from './generated/areas/host';
import { hasAreas, loadAreas, messagesFor } from './messages';

describe('messages', () => {
  it('speak each locale from its compiled catalogue, plurals by the locale’s own rules', async () => {
    await loadAreas('ar', [common, host]);
    const { t } = messagesFor('ar');
    expect([0, 1, 2, 3, 11, 100].map((count) => t('nights.count', { count }))).toEqual([
      'لا ليالٍ', 'ليلة واحدة', 'ليلتان', '3 ليالٍ', '11 ليلة', '100 ليلة',
    ]);
    // A printed value in right-to-left text comes between isolates, so it keeps its own order.
    expect(t('footer.copyright', { year: 2026 })).toBe('© \u20682026\u2069 فنادق ومنتجعات بورتيكو. جميع الحقوق محفوظة.');
    expect(messagesFor('en-US').t('nights.count', { count: 1 })).toBe('1 night');
  });

  it('loads an area once, and names the areas loaded when a key is in none of them', async () => {
    expect(hasAreas('ja-JP', [common])).toBe(false);
    await loadAreas('ja-JP', [common]);
    await loadAreas('ja-JP', [common]);
    expect(hasAreas('ja-JP', [common])).toBe(true);
    expect(messagesFor('ja-JP').t('nights.count', { count: 3 })).toBe('3泊');
    expect(() => messagesFor('ja-JP').t('footer.copyright', { year: 2026 })).toThrow(
      'The message footer.copyright is in none of the areas loaded for ja-JP (common)',
    );
  });
});
