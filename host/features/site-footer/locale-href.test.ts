import { describe, expect, it } from 'vitest';
import { localeHref } from './locale-href';

describe('localeHref', () => {
  it('keeps the page, its query and its fragment, and sets or replaces the locale', () => {
    expect(localeHref({ pathname: '/hotels/nycts-portico-times-square/overview', search: '', hash: '' }, 'ar')).toBe(
      '/hotels/nycts-portico-times-square/overview?locale=ar',
    );
    expect(localeHref({ pathname: '/reservation/rateListMenu.mi', search: '?propertyCode=NYCTS&locale=en-US', hash: '#rates' }, 'ja-JP')).toBe(
      '/reservation/rateListMenu.mi?propertyCode=NYCTS&locale=ja-JP#rates',
    );
  });
});
