import { FOOTER_LINK_COLUMNS, SOCIAL_NETWORKS, type FooterContent, type LanguageSelectorContent, type SiteFurniture } from '../domain/site-furniture';

/** A footer as the content service keeps one: four regions of destinations, the four columns, the five networks. */
export function footerContent(words: { regions: string[]; columns: string[]; follow: (network: string) => string }): FooterContent {
  return {
    destinations: {
      heading: 'Popular destinations',
      columns: words.regions.map((heading, index) => ({ heading, links: [{ label: `City ${index + 1}`, href: `/hotels/city-${index + 1}/overview` }] })),
    },
    linkColumns: FOOTER_LINK_COLUMNS.map((id, index) => ({ id, heading: words.columns[index]!, links: [{ label: `${words.columns[index]} link`, href: `https://corporate.example/${id}` }] })),
    social: SOCIAL_NETWORKS.map((network) => ({ network, label: words.follow(network), href: `https://www.${network}.com/portico` })),
  };
}

/** A language selector offering every supported locale, each named in its own language. */
export function languageSelectorContent(heading: string, regions: [string, string, string, string]): LanguageSelectorContent {
  const locales: LanguageSelectorContent['regions'][number]['locales'][] = [
    [{ locale: 'en-US', label: 'English (United States)' }],
    [{ locale: 'en-GB', label: 'English (United Kingdom)' }, { locale: 'es-ES', label: 'Español (España)' }],
    [{ locale: 'ar', label: 'العربية' }],
    [{ locale: 'th-TH', label: 'ไทย' }, { locale: 'zh-CN', label: '简体中文' }, { locale: 'zh-TW', label: '繁體中文' }, { locale: 'ko-KR', label: '한국어' }, { locale: 'ja-JP', label: '日本語' }],
  ];
  return { heading, regions: regions.map((name, index) => ({ name, locales: locales[index]! })) };
}

/** The content service's answer with only the slots a test gives; every other slot has no document. */
export function siteFurniture(slots: Partial<SiteFurniture>): SiteFurniture {
  return { footer: null, languageSelector: null, linkBanner: null, promotions: null, homePage: null, ...slots };
}
