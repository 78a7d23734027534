import path from 'node:path';
import MessageFormat from '@messageformat/core';
import { describe, expect, it } from 'vitest';
import { catalogueBaseOf, DEFAULT_LOCALE, intlLocaleOf, SUPPORTED_LOCALES } from '../domain/locales';
import { catalogueProblems, completeCatalogues, messageParamsOf, readCatalogues, type SourceCatalogues } from './catalogue-source';
import { allMessageAreas } from './generated/all-areas';
import { loadAreas, messagesFor } from './messages';

const catalogues = readCatalogues(path.resolve('shared/i18n/messages'));

/** A copy of the catalogues to break one way in a test. */
const copyOf = (source: SourceCatalogues): SourceCatalogues =>
  new Map([...source].map(([locale, areas]) => [locale, new Map([...areas].map(([area, messages]) => [area, { ...messages }]))]));

describe('the message catalogues', () => {
  it('have every en-US key in every full translation, and in en-GB only what it words differently, each text valid MessageFormat', () => {
    expect([...catalogues.keys()].sort()).toEqual([...SUPPORTED_LOCALES].sort());
    expect(catalogueProblems(catalogues)).toEqual([]);
  });

  it('name a key missing from one locale, an extra one, other parameters and a broken text', () => {
    const broken = copyOf(catalogues);
    const ar = broken.get('ar')!;
    delete ar.get('host')!['footer.copyright'];
    ar.get('common')!['no.such.key'] = 'x';
    broken.get('ja-JP')!.get('common')!['nights.count'] = '{nights, plural, other {#泊}}';
    broken.get('ko-KR')!.get('common')!['dialog.close'] = '{unclosed';
    broken.get('es-ES')!.delete('payment');
    expect(catalogueProblems(broken)).toEqual([
      'es-ES/payment: missing',
      'ar/common: no.such.key is not an en-US key',
      'ar/host: footer.copyright is missing',
      expect.stringMatching(/^ko-KR\/common: dialog\.close is not valid MessageFormat/),
      'ja-JP/common: nights.count takes {nights} where en-US takes {count}',
    ]);
  });

  it('refuses a locale the product does not support and a key in two areas', () => {
    const broken = copyOf(catalogues);
    broken.set('fr-FR', broken.get('en-US')!);
    broken.get('en-US')!.get('host')!['dialog.close'] = 'Close';
    expect(catalogueProblems(broken)).toEqual(
      expect.arrayContaining(['fr-FR: not a supported locale', 'dialog.close: in both common and host']),
    );
  });
});

describe('a variant catalogue (en-GB over en-US)', () => {
  const english = catalogues.get(DEFAULT_LOCALE)!;
  const british = catalogues.get('en-GB')!;

  it('is declared with en-US as its base, and holds fewer keys than en-US, each in other words', () => {
    expect(catalogueBaseOf('en-GB')).toBe('en-US');
    expect(catalogueBaseOf('en-US')).toBeNull();
    expect(catalogueBaseOf('es-ES')).toBeNull();
    const overrides = [...british].flatMap(([area, messages]) => Object.entries(messages).map(([key, text]) => ({ area, key, text })));
    const englishKeys = [...english.values()].reduce((count, messages) => count + Object.keys(messages).length, 0);
    expect(overrides.length).toBeGreaterThan(0);
    expect(overrides.length).toBeLessThan(englishKeys / 2);
    for (const { area, key, text } of overrides) expect(text, `${area}: ${key}`).not.toBe(english.get(area)![key]);
  });

  it('inherits what it leaves out, a whole area or the whole folder, without a problem', () => {
    const trimmed = copyOf(catalogues);
    trimmed.get('en-GB')!.delete('validation');
    delete trimmed.get('en-GB')!.get('host')!['home.intro'];
    expect(catalogueProblems(trimmed)).toEqual([]);
    trimmed.delete('en-GB');
    expect(catalogueProblems(trimmed)).toEqual([]);
  });

  it('names an override that copies en-US, is empty, names no key of its area, takes other parameters, or sits in an area en-US lacks', () => {
    const broken = copyOf(catalogues);
    const gb = broken.get('en-GB')!;
    gb.get('common')!['promotion.continueAsGuest'] = ' ';
    gb.get('common')!['dialog.close'] = english.get('common')!['dialog.close']!;
    gb.get('common')!['no.such.key'] = 'x';
    gb.get('common')!['footer.copyright'] = '© {year} Portico Hotels & Resorts. All rights reserved.';
    gb.get('host')!['hotelFacts.rating.summary'] = '{stars, number} out of 5 stars';
    gb.set('nowhere', { 'nowhere.title': 'Nowhere' });
    expect(catalogueProblems(broken)).toEqual([
      "en-GB/common: promotion.continueAsGuest is empty (leave it out to inherit en-US's)",
      "en-GB/common: dialog.close copies en-US's text (leave it out to inherit it)",
      'en-GB/common: no.such.key overrides no en-US key of common',
      'en-GB/common: footer.copyright overrides no en-US key of common',
      'en-GB/host: hotelFacts.rating.summary takes {stars} where en-US takes {reviewCount, stars}',
      'en-GB/nowhere: an area en-US does not have',
    ]);
  });

  it('is completed from en-US: every en-US area and key in en-US order, its own words where it has them', () => {
    const complete = completeCatalogues(catalogues).get('en-GB')!;
    expect([...complete.keys()]).toEqual([...english.keys()]);
    for (const [area, messages] of english) expect(Object.keys(complete.get(area)!), area).toEqual(Object.keys(messages));
    expect(british.has('payment')).toBe(false);
    expect(complete.get('payment')).toEqual(english.get('payment'));
    expect(complete.get('host-checkout')!['checkout.roomRequest.crib']).toBe('Cot');
    expect(complete.get('common')!['nights.count']).toBe(english.get('common')!['nights.count']);
  });

  it('compiles whole: en-GB says every message en-US has, inherited ones in en-US words, its overrides in its own', async () => {
    const sample = (source: string) =>
      Object.fromEntries(Object.entries(messageParamsOf(source)).map(([name, kind]) => [name, kind === 'number' ? 2 : 'x']));
    let inherited = 0;
    for (const area of allMessageAreas) {
      const [gbModule, usModule] = await Promise.all([area.loaders['en-GB'](), area.loaders['en-US']()]);
      const gb = gbModule.default as Record<string, (params?: unknown) => string>;
      const us = usModule.default as Record<string, (params?: unknown) => string>;
      expect(Object.keys(gb), area.name).toEqual(Object.keys(us));
      for (const [key, source] of Object.entries(english.get(area.name)!)) {
        const override = british.get(area.name)?.[key];
        const params = sample(source);
        if (override === undefined) inherited += 1;
        expect(gb[key]!(params), `${area.name}: ${key}`).toBe(override === undefined ? us[key]!(params) : new MessageFormat(intlLocaleOf('en-GB')).compile(override)(params));
      }
    }
    expect(inherited).toBeGreaterThan(1000);
  });

  it('serves a page in en-GB the en-US words of a message en-GB does not define', async () => {
    expect(british.get('payment')).toBeUndefined();
    expect(british.get('common')!['nights.count']).toBeUndefined();
    await loadAreas('en-GB', allMessageAreas);
    const { t } = messagesFor('en-GB');
    expect(t('payment.terms.dueNow')).toBe('Due now');
    expect(t('nights.count', { count: 2 })).toBe('2 nights');
    expect(t('checkout.roomRequest.crib')).toBe('Cot');
    expect(messagesFor('en-US').t('checkout.roomRequest.crib')).toBe('Crib');
  });
});

describe('messageParamsOf', () => {
  it('reads each parameter and how it is used, nested ones included', () => {
    expect(messageParamsOf('Hello {name}')).toEqual({ name: 'any' });
    expect(messageParamsOf('{count, plural, one {# room for {guest}} other {# rooms}}')).toEqual({ count: 'number', guest: 'any' });
    expect(messageParamsOf('{tier, select, gold {Gold {points, number}} other {Member}}')).toEqual({ tier: 'text', points: 'number' });
    expect(messageParamsOf('No parameters')).toEqual({});
  });
});
