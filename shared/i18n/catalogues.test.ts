import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../domain/locales';
import { catalogueProblems, messageParamsOf, readCatalogues, type SourceCatalogues } from './catalogue-source';

const catalogues = readCatalogues(path.resolve('shared/i18n/messages'));

/** A copy of the catalogues to break one way in a test. */
const copyOf = (source: SourceCatalogues): SourceCatalogues =>
  new Map([...source].map(([locale, areas]) => [locale, new Map([...areas].map(([area, messages]) => [area, { ...messages }]))]));

describe('the message catalogues', () => {
  it('have every en-US key in every locale, with the same parameters, each text valid MessageFormat', () => {
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

describe('messageParamsOf', () => {
  it('reads each parameter and how it is used, nested ones included', () => {
    expect(messageParamsOf('Hello {name}')).toEqual({ name: 'any' });
    expect(messageParamsOf('{count, plural, one {# room for {guest}} other {# rooms}}')).toEqual({ count: 'number', guest: 'any' });
    expect(messageParamsOf('{tier, select, gold {Gold {points, number}} other {Member}}')).toEqual({ tier: 'text', points: 'number' });
    expect(messageParamsOf('No parameters')).toEqual({});
  });
});
