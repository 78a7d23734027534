import type { SupportedLocale } from '../../shared/domain/locales';
import { hostPaths } from '../../shared/domain/host-paths';
import type { FooterContent, LanguageSelectorContent, LinkBannerContent, PromotionsContent } from '../../shared/domain/site-furniture';
import { HOTELS } from './fixtures';

/**
 * The furniture the demo database starts with (migration 0016): the footer in en-US and Arabic (other
 * locales show en-US's until the content team writes theirs), and the language selector in every
 * locale. The footer's destinations are the fixture hotels, by region; the corporate pages the chain
 * keeps on its own site are links there.
 */
const REGION_OF_COUNTRY: Record<string, number> = {
  US: 0, CA: 0, MX: 0, BR: 0,
  GB: 1, FR: 1, IT: 1, DE: 1, PT: 1, NL: 1, TR: 1,
  AE: 2, ZA: 2,
  CN: 3, TH: 3, JP: 3, AU: 3, SG: 3, KR: 3, IN: 3,
};

const destinationLinks = (region: number) =>
  HOTELS.filter((hotel) => REGION_OF_COUNTRY[hotel.country.code] === region)
    .slice(0, 7)
    .map((hotel) => ({ label: hotel.city, href: hostPaths.hotelOverview.getHref(hotel.seoNickname) }));

const CORPORATE = 'https://corporate.portico-hotels.example';

type FooterWords = {
  destinations: string;
  regions: [string, string, string, string];
  columns: Record<FooterContent['linkColumns'][number]['id'], string>;
  links: Record<'about' | 'news' | 'sustainability' | 'careers' | 'owners' | 'partners' | 'myTrips' | 'lookup' | 'saved' | 'contact' | 'privacy' | 'cookies' | 'terms', string>;
  follow: string;
};

function footerOf(words: FooterWords): FooterContent {
  const link = (key: keyof FooterWords['links'], href: string) => ({ label: words.links[key], href });
  return {
    destinations: {
      heading: words.destinations,
      columns: words.regions.map((heading, region) => ({ heading, links: destinationLinks(region) })),
    },
    linkColumns: [
      { id: 'our-company', heading: words.columns['our-company'], links: [link('about', `${CORPORATE}/about`), link('news', `${CORPORATE}/news`), link('sustainability', `${CORPORATE}/sustainability`)] },
      { id: 'work-with-us', heading: words.columns['work-with-us'], links: [link('careers', `${CORPORATE}/careers`), link('owners', `${CORPORATE}/development`), link('partners', `${CORPORATE}/partners`)] },
      {
        id: 'find-help',
        heading: words.columns['find-help'],
        links: [link('myTrips', hostPaths.myTrips.getHref()), link('lookup', hostPaths.lookupReservation.getHref()), link('saved', hostPaths.savedProperties.getHref()), link('contact', `${CORPORATE}/contact`)],
      },
      { id: 'privacy', heading: words.columns.privacy, links: [link('privacy', `${CORPORATE}/privacy`), link('cookies', `${CORPORATE}/cookies`), link('terms', `${CORPORATE}/terms`)] },
    ],
    social: (['facebook', 'instagram', 'twitter', 'linkedin', 'youtube'] as const).map((network) => ({
      network,
      label: words.follow.replace('{network}', network.charAt(0).toUpperCase() + network.slice(1)),
      href: `https://www.${network}.com/porticohotels`,
    })),
  };
}

export const FOOTER_FIXTURES: Partial<Record<SupportedLocale, FooterContent>> = {
  'en-US': footerOf({
    destinations: 'Popular destinations',
    regions: ['Americas', 'Europe', 'Middle East & Africa', 'Asia Pacific'],
    columns: { 'our-company': 'Our company', 'work-with-us': 'Work with us', 'find-help': 'Find help', privacy: 'Privacy' },
    links: {
      about: 'About Portico', news: 'Newsroom', sustainability: 'Sustainability', careers: 'Careers', owners: 'Hotel development', partners: 'Partners',
      myTrips: 'My trips', lookup: 'Find a reservation', saved: 'Saved hotels', contact: 'Contact us', privacy: 'Privacy statement', cookies: 'Cookie preferences', terms: 'Terms of use',
    },
    follow: 'Portico on {network}',
  }),
  ar: footerOf({
    destinations: 'وجهات رائجة',
    regions: ['الأمريكتان', 'أوروبا', 'الشرق الأوسط وأفريقيا', 'آسيا والمحيط الهادئ'],
    columns: { 'our-company': 'شركتنا', 'work-with-us': 'اعمل معنا', 'find-help': 'المساعدة', privacy: 'الخصوصية' },
    links: {
      about: 'عن بورتيكو', news: 'غرفة الأخبار', sustainability: 'الاستدامة', careers: 'الوظائف', owners: 'تطوير الفنادق', partners: 'الشركاء',
      myTrips: 'رحلاتي', lookup: 'البحث عن حجز', saved: 'الفنادق المحفوظة', contact: 'اتصل بنا', privacy: 'بيان الخصوصية', cookies: 'تفضيلات ملفات تعريف الارتباط', terms: 'شروط الاستخدام',
    },
    follow: 'بورتيكو على {network}',
  }),
};

/** The selector's entries: each locale named in its own language, the same on every page. */
const LOCALE_LABELS: Record<SupportedLocale, string> = {
  'en-US': 'English (United States)',
  'en-GB': 'English (United Kingdom)',
  'es-ES': 'Español (España)',
  ar: 'العربية',
  'th-TH': 'ไทย',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  'ko-KR': '한국어',
  'ja-JP': '日本語',
};

const REGION_LOCALES: SupportedLocale[][] = [['en-US'], ['en-GB', 'es-ES'], ['ar'], ['th-TH', 'zh-CN', 'zh-TW', 'ko-KR', 'ja-JP']];

const selectorOf = (heading: string, regions: [string, string, string, string]): LanguageSelectorContent => ({
  heading,
  regions: regions.map((name, index) => ({ name, locales: REGION_LOCALES[index]!.map((locale) => ({ locale, label: LOCALE_LABELS[locale] })) })),
});

export const LANGUAGE_SELECTOR_FIXTURES: Record<SupportedLocale, LanguageSelectorContent> = {
  'en-US': selectorOf('Choose your language', ['Americas', 'Europe', 'Middle East & Africa', 'Asia Pacific']),
  'en-GB': selectorOf('Choose your language', ['Americas', 'Europe', 'Middle East & Africa', 'Asia Pacific']),
  'es-ES': selectorOf('Elige tu idioma', ['América', 'Europa', 'Oriente Medio y África', 'Asia-Pacífico']),
  ar: selectorOf('اختر لغتك', ['الأمريكتان', 'أوروبا', 'الشرق الأوسط وأفريقيا', 'آسيا والمحيط الهادئ']),
  'th-TH': selectorOf('เลือกภาษา', ['อเมริกา', 'ยุโรป', 'ตะวันออกกลางและแอฟริกา', 'เอเชียแปซิฟิก']),
  'zh-CN': selectorOf('选择语言', ['美洲', '欧洲', '中东和非洲', '亚太地区']),
  'zh-TW': selectorOf('選擇語言', ['美洲', '歐洲', '中東和非洲', '亞太地區']),
  'ko-KR': selectorOf('언어 선택', ['아메리카', '유럽', '중동 및 아프리카', '아시아 태평양']),
  'ja-JP': selectorOf('言語を選択', ['南北アメリカ', 'ヨーロッパ', '中東・アフリカ', 'アジア太平洋']),
};

type LinkBannerWords = {
  heading: string;
  columns: [string, string, string];
  links: Record<'lookup' | 'myTrips' | 'saved' | 'signIn' | 'help' | 'accessibility', string>;
};

/** The home page's link banner (spec 2.8): three columns under a header, so it collapses on narrow screens. */
function linkBannerOf(words: LinkBannerWords): LinkBannerContent {
  return {
    heading: words.heading,
    hidesColumnDividers: false,
    columns: [
      { heading: words.columns[0], links: [{ label: words.links.lookup, href: hostPaths.lookupReservation.getHref() }, { label: words.links.myTrips, href: hostPaths.myTrips.getHref() }] },
      { heading: words.columns[1], links: [{ label: words.links.signIn, href: hostPaths.signIn.getHref() }, { label: words.links.saved, href: hostPaths.savedProperties.getHref() }] },
      { heading: words.columns[2], links: [{ label: words.links.help, href: `${CORPORATE}/contact` }, { label: words.links.accessibility, href: `${CORPORATE}/accessibility` }] },
    ],
  };
}

/** Like the footer: en-US and Arabic, other locales showing en-US's until the content team writes theirs. */
export const LINK_BANNER_FIXTURES: Partial<Record<SupportedLocale, LinkBannerContent>> = {
  'en-US': linkBannerOf({
    heading: 'Plan your stay',
    columns: ['Your bookings', 'Portico Rewards', 'Help'],
    links: { lookup: 'Find a reservation', myTrips: 'My trips', signIn: 'Sign in', saved: 'Saved hotels', help: 'Contact us', accessibility: 'Accessibility' },
  }),
  ar: linkBannerOf({
    heading: 'خطط لإقامتك',
    columns: ['حجوزاتك', 'مكافآت بورتيكو', 'المساعدة'],
    links: { lookup: 'البحث عن حجز', myTrips: 'رحلاتي', signIn: 'تسجيل الدخول', saved: 'الفنادق المحفوظة', help: 'اتصل بنا', accessibility: 'إمكانية الوصول' },
  }),
};

/** Spec 2.9's cards, in en-US and Arabic like the footer; the partner card keeps to its 46 and 88 characters. */
export const PROMOTIONS_FIXTURES: Partial<Record<SupportedLocale, PromotionsContent>> = {
  'en-US': {
    membershipCard: {
      heading: 'Join Portico Rewards',
      body: 'Members get our lowest rates, free Wi-Fi and points on every stay. Joining is free.',
      cta: { label: 'Join now', href: `${CORPORATE}/rewards/join` },
    },
    loyaltyBanner: {
      heading: 'Closer to your next tier',
      body: 'Every night you stay with us counts towards the next tier and the benefits that come with it.',
      cta: { label: 'See your benefits', href: `${CORPORATE}/rewards/tiers` },
    },
    partnerCard: {
      partnerName: 'Skyward Air',
      heading: 'Earn miles with Skyward Air',
      subheading: 'Turn the points of your stay into airline miles, or miles into nights with us.',
      cta: { label: 'Link your accounts', href: `${CORPORATE}/rewards/partners/skyward-air` },
    },
    redemptionAlert: {
      heading: 'Paying with points',
      body: 'Points rates need no deposit. The points leave your account when you book, and come back if you cancel in time.',
    },
    checkInBanner: {
      heading: 'Check in before you arrive',
      body: 'Tell the hotel when you will arrive and how you like your room, and skip the queue at the front desk.',
      ctaLabel: 'Check in online',
    },
  },
  ar: {
    membershipCard: {
      heading: 'انضم إلى مكافآت بورتيكو',
      body: 'يحصل الأعضاء على أفضل أسعارنا وإنترنت لاسلكي مجاني ونقاط عن كل إقامة. الانضمام مجاني.',
      cta: { label: 'انضم الآن', href: `${CORPORATE}/rewards/join` },
    },
    loyaltyBanner: {
      heading: 'أقرب إلى فئتك التالية',
      body: 'كل ليلة تقضيها معنا تقرّبك من الفئة التالية ومزاياها.',
      cta: { label: 'اطّلع على مزاياك', href: `${CORPORATE}/rewards/tiers` },
    },
    partnerCard: {
      partnerName: 'Skyward Air',
      heading: 'اكسب أميالًا مع سكاي وارد إير',
      subheading: 'حوّل نقاط إقامتك إلى أميال طيران، أو الأميال إلى ليالٍ معنا.',
      cta: { label: 'اربط حساباتك', href: `${CORPORATE}/rewards/partners/skyward-air` },
    },
    redemptionAlert: {
      heading: 'الدفع بالنقاط',
      body: 'لا تتطلب أسعار النقاط أي عربون. تُخصم النقاط من حسابك عند الحجز وتعود إليه إذا ألغيت في الوقت المحدد.',
    },
    checkInBanner: {
      heading: 'سجّل وصولك قبل أن تصل',
      body: 'أخبر الفندق بموعد وصولك وكيف تفضّل غرفتك، وتجاوز الانتظار في مكتب الاستقبال.',
      ctaLabel: 'سجّل الوصول عبر الإنترنت',
    },
  },
};
