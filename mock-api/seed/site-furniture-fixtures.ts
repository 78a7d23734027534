import type { SupportedLocale } from '../../shared/domain/locales';
import { bookingPaths } from '../../shared/domain/booking-paths';
import { hostPaths } from '../../shared/domain/host-paths';
import type { FooterContent, HomePageContent, LanguageSelectorContent, LinkBannerContent, PromotionsContent } from '../../shared/domain/site-furniture';
import { HOTELS } from './fixtures';

/**
 * The furniture the demo database starts with (migrations 0016, 0018 and 0019): the footer, the
 * language selector, the link banner and the promotional cards in every locale. The footer's
 * destinations are the fixture hotels, by region; the corporate pages the chain keeps on its own site
 * are links there.
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
  const link = (key: keyof FooterWords['links'], href: string) => ({ label: words.links[key], href, ...(key === 'cookies' ? { opensConsentPreferences: true as const } : {}) });
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

const ENGLISH_FOOTER: FooterWords = {
  destinations: 'Popular destinations',
  regions: ['Americas', 'Europe', 'Middle East & Africa', 'Asia Pacific'],
  columns: { 'our-company': 'Our company', 'work-with-us': 'Work with us', 'find-help': 'Find help', privacy: 'Privacy' },
  links: {
    about: 'About Portico', news: 'Newsroom', sustainability: 'Sustainability', careers: 'Careers', owners: 'Hotel development', partners: 'Partners',
    myTrips: 'My trips', lookup: 'Find a reservation', saved: 'Saved hotels', contact: 'Contact us', privacy: 'Privacy statement', cookies: 'Cookie preferences', terms: 'Terms of use',
  },
  follow: 'Portico on {network}',
};

/** Every locale's own footer; the destination links are the hotels' cities as each hotel names them. */
export const FOOTER_FIXTURES: Record<SupportedLocale, FooterContent> = {
  'en-US': footerOf(ENGLISH_FOOTER),
  'en-GB': footerOf(ENGLISH_FOOTER),
  'es-ES': footerOf({
    destinations: 'Destinos populares',
    regions: ['América', 'Europa', 'Oriente Medio y África', 'Asia-Pacífico'],
    columns: { 'our-company': 'Nuestra empresa', 'work-with-us': 'Trabaje con nosotros', 'find-help': 'Ayuda', privacy: 'Privacidad' },
    links: { about: 'Sobre Portico', news: 'Sala de prensa', sustainability: 'Sostenibilidad', careers: 'Empleo', owners: 'Desarrollo hotelero', partners: 'Socios', myTrips: 'Mis viajes', lookup: 'Buscar una reserva', saved: 'Hoteles guardados', contact: 'Contacto', privacy: 'Declaración de privacidad', cookies: 'Preferencias de cookies', terms: 'Condiciones de uso' },
    follow: 'Portico en {network}',
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
  'th-TH': footerOf({
    destinations: 'จุดหมายยอดนิยม',
    regions: ['อเมริกา', 'ยุโรป', 'ตะวันออกกลางและแอฟริกา', 'เอเชียแปซิฟิก'],
    columns: { 'our-company': 'บริษัทของเรา', 'work-with-us': 'ร่วมงานกับเรา', 'find-help': 'ความช่วยเหลือ', privacy: 'ความเป็นส่วนตัว' },
    links: { about: 'เกี่ยวกับ Portico', news: 'ห้องข่าว', sustainability: 'ความยั่งยืน', careers: 'ร่วมงานกับเรา', owners: 'การพัฒนาโรงแรม', partners: 'พันธมิตร', myTrips: 'ทริปของฉัน', lookup: 'ค้นหาการจอง', saved: 'โรงแรมที่บันทึกไว้', contact: 'ติดต่อเรา', privacy: 'นโยบายความเป็นส่วนตัว', cookies: 'การตั้งค่าคุกกี้', terms: 'ข้อกำหนดการใช้งาน' },
    follow: 'Portico บน {network}',
  }),
  'zh-CN': footerOf({
    destinations: '热门目的地',
    regions: ['美洲', '欧洲', '中东和非洲', '亚太地区'],
    columns: { 'our-company': '关于我们', 'work-with-us': '与我们合作', 'find-help': '帮助', privacy: '隐私' },
    links: { about: '关于 Portico', news: '新闻中心', sustainability: '可持续发展', careers: '招聘', owners: '酒店开发', partners: '合作伙伴', myTrips: '我的行程', lookup: '查找预订', saved: '已收藏的酒店', contact: '联系我们', privacy: '隐私声明', cookies: 'Cookie 偏好设置', terms: '使用条款' },
    follow: 'Portico 的 {network}',
  }),
  'zh-TW': footerOf({
    destinations: '熱門目的地',
    regions: ['美洲', '歐洲', '中東和非洲', '亞太地區'],
    columns: { 'our-company': '關於我們', 'work-with-us': '與我們合作', 'find-help': '協助', privacy: '隱私' },
    links: { about: '關於 Portico', news: '新聞中心', sustainability: '永續發展', careers: '徵才', owners: '飯店開發', partners: '合作夥伴', myTrips: '我的行程', lookup: '查詢訂房', saved: '已收藏的飯店', contact: '聯絡我們', privacy: '隱私權聲明', cookies: 'Cookie 偏好設定', terms: '使用條款' },
    follow: 'Portico 的 {network}',
  }),
  'ko-KR': footerOf({
    destinations: '인기 여행지',
    regions: ['아메리카', '유럽', '중동 및 아프리카', '아시아 태평양'],
    columns: { 'our-company': '회사 소개', 'work-with-us': '함께 일하기', 'find-help': '도움말', privacy: '개인정보' },
    links: { about: 'Portico 소개', news: '뉴스룸', sustainability: '지속 가능성', careers: '채용', owners: '호텔 개발', partners: '파트너', myTrips: '내 여행', lookup: '예약 찾기', saved: '저장한 호텔', contact: '문의하기', privacy: '개인정보 처리방침', cookies: '쿠키 설정', terms: '이용 약관' },
    follow: '{network}의 Portico',
  }),
  'ja-JP': footerOf({
    destinations: '人気の目的地',
    regions: ['南北アメリカ', 'ヨーロッパ', '中東・アフリカ', 'アジア太平洋'],
    columns: { 'our-company': '会社情報', 'work-with-us': 'ビジネスパートナー', 'find-help': 'ヘルプ', privacy: 'プライバシー' },
    links: { about: 'Portico について', news: 'ニュースルーム', sustainability: 'サステナビリティ', careers: '採用情報', owners: 'ホテル開発', partners: 'パートナー', myTrips: 'マイトリップ', lookup: '予約を探す', saved: '保存したホテル', contact: 'お問い合わせ', privacy: 'プライバシーに関する声明', cookies: 'Cookie の設定', terms: '利用規約' },
    follow: '{network} の Portico',
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

/** Every locale's own banner. */
export const LINK_BANNER_FIXTURES: Record<SupportedLocale, LinkBannerContent> = {
  'en-US': linkBannerOf({
    heading: 'Plan your stay',
    columns: ['Your bookings', 'Portico Rewards', 'Help'],
    links: { lookup: 'Find a reservation', myTrips: 'My trips', signIn: 'Sign in', saved: 'Saved hotels', help: 'Contact us', accessibility: 'Accessibility' },
  }),
  'en-GB': linkBannerOf({
    heading: 'Plan your stay',
    columns: ['Your bookings', 'Portico Rewards', 'Help'],
    links: { lookup: 'Find a reservation', myTrips: 'My trips', signIn: 'Sign in', saved: 'Saved hotels', help: 'Contact us', accessibility: 'Accessibility' },
  }),
  'es-ES': linkBannerOf({
    heading: 'Planifica tu estancia',
    columns: ['Tus reservas', 'Portico Rewards', 'Contacto y ayuda'],
    links: { lookup: 'Buscar una reserva', myTrips: 'Mis viajes', signIn: 'Iniciar sesión', saved: 'Hoteles guardados', help: 'Contacto', accessibility: 'Accesibilidad' },
  }),
  ar: linkBannerOf({
    heading: 'خطط لإقامتك',
    columns: ['حجوزاتك', 'مكافآت بورتيكو', 'التواصل والمساعدة'],
    links: { lookup: 'البحث عن حجز', myTrips: 'رحلاتي', signIn: 'تسجيل الدخول', saved: 'الفنادق المحفوظة', help: 'اتصل بنا', accessibility: 'إمكانية الوصول' },
  }),
  'th-TH': linkBannerOf({
    heading: 'วางแผนการเข้าพัก',
    columns: ['การจองของคุณ', 'Portico Rewards', 'ติดต่อและช่วยเหลือ'],
    links: { lookup: 'ค้นหาการจอง', myTrips: 'ทริปของฉัน', signIn: 'เข้าสู่ระบบ', saved: 'โรงแรมที่บันทึกไว้', help: 'ติดต่อเรา', accessibility: 'การเข้าถึง' },
  }),
  'zh-CN': linkBannerOf({
    heading: '规划您的住宿',
    columns: ['您的预订', 'Portico Rewards', '联系与帮助'],
    links: { lookup: '查找预订', myTrips: '我的行程', signIn: '登录', saved: '已收藏的酒店', help: '联系我们', accessibility: '无障碍' },
  }),
  'zh-TW': linkBannerOf({
    heading: '規劃您的住宿',
    columns: ['您的訂房', 'Portico Rewards', '聯絡與協助'],
    links: { lookup: '查詢訂房', myTrips: '我的行程', signIn: '登入', saved: '已收藏的飯店', help: '聯絡我們', accessibility: '無障礙' },
  }),
  'ko-KR': linkBannerOf({
    heading: '숙박 계획하기',
    columns: ['내 예약', 'Portico Rewards', '문의 및 도움말'],
    links: { lookup: '예약 찾기', myTrips: '내 여행', signIn: '로그인', saved: '저장한 호텔', help: '문의하기', accessibility: '접근성' },
  }),
  'ja-JP': linkBannerOf({
    heading: 'ご滞在の計画',
    columns: ['ご予約', 'Portico Rewards', 'お問い合わせとヘルプ'],
    links: { lookup: '予約を探す', myTrips: 'マイトリップ', signIn: 'サインイン', saved: '保存したホテル', help: 'お問い合わせ', accessibility: 'アクセシビリティ' },
  }),
};

type PromotionWords = {
  membership: [heading: string, body: string, cta: string];
  loyalty: [heading: string, body: string, cta: string];
  partner: [heading: string, subheading: string, cta: string];
  redemption: [heading: string, body: string];
  checkIn: [heading: string, body: string, cta: string];
};

/** Spec 2.9's cards; the partner card keeps to its 46 and 88 characters (the schema refuses more). */
function promotionsOf({ membership, loyalty, partner, redemption, checkIn }: PromotionWords): PromotionsContent {
  return {
    membershipCard: { heading: membership[0], body: membership[1], cta: { label: membership[2], href: `${CORPORATE}/rewards/join` } },
    loyaltyBanner: { heading: loyalty[0], body: loyalty[1], cta: { label: loyalty[2], href: `${CORPORATE}/rewards/tiers` } },
    partnerCard: { partnerName: 'Skyward Air', heading: partner[0], subheading: partner[1], cta: { label: partner[2], href: `${CORPORATE}/rewards/partners/skyward-air` } },
    redemptionAlert: { heading: redemption[0], body: redemption[1] },
    checkInBanner: { heading: checkIn[0], body: checkIn[1], ctaLabel: checkIn[2] },
  };
}

const ENGLISH_PROMOTIONS: PromotionWords = {
  membership: ['Join Portico Rewards', 'Members get our lowest rates, free Wi-Fi and points on every stay. Joining is free.', 'Join now'],
  loyalty: ['Closer to your next tier', 'Every night you stay with us counts towards the next tier and the benefits that come with it.', 'See your benefits'],
  partner: ['Earn miles with Skyward Air', 'Turn the points of your stay into airline miles, or miles into nights with us.', 'Link your accounts'],
  redemption: ['Paying with points', 'Points rates need no deposit. The points leave your account when you book, and come back if you cancel in time.'],
  checkIn: ['Check in before you arrive', 'Tell the hotel when you will arrive and how you like your room, and skip the queue at the front desk.', 'Check in online'],
};

export const PROMOTIONS_FIXTURES: Record<SupportedLocale, PromotionsContent> = {
  'en-US': promotionsOf(ENGLISH_PROMOTIONS),
  'en-GB': promotionsOf(ENGLISH_PROMOTIONS),
  'es-ES': promotionsOf({
    membership: ['Únete a Portico Rewards', 'Los socios obtienen nuestras mejores tarifas, wifi gratis y puntos en cada estancia. Unirse es gratis.', 'Únete ahora'],
    loyalty: ['Más cerca de tu próximo nivel', 'Cada noche que pasas con nosotros cuenta para el siguiente nivel y sus ventajas.', 'Ver tus ventajas'],
    partner: ['Gana millas con Skyward Air', 'Convierte los puntos de tu estancia en millas, o las millas en noches con nosotros.', 'Vincula tus cuentas'],
    redemption: ['Pagar con puntos', 'Las tarifas en puntos no piden depósito. Los puntos salen de tu cuenta al reservar y vuelven si cancelas a tiempo.'],
    checkIn: ['Regístrate antes de llegar', 'Di al hotel a qué hora llegarás y cómo prefieres tu habitación, y evita la cola en recepción.', 'Registrarse en línea'],
  }),
  ar: promotionsOf({
    membership: ['انضم إلى مكافآت بورتيكو', 'يحصل الأعضاء على أفضل أسعارنا وإنترنت لاسلكي مجاني ونقاط عن كل إقامة. الانضمام مجاني.', 'انضم الآن'],
    loyalty: ['أقرب إلى فئتك التالية', 'كل ليلة تقضيها معنا تقرّبك من الفئة التالية ومزاياها.', 'اطّلع على مزاياك'],
    partner: ['اكسب أميالًا مع سكاي وارد إير', 'حوّل نقاط إقامتك إلى أميال طيران، أو الأميال إلى ليالٍ معنا.', 'اربط حساباتك'],
    redemption: ['الدفع بالنقاط', 'لا تتطلب أسعار النقاط أي عربون. تُخصم النقاط من حسابك عند الحجز وتعود إليه إذا ألغيت في الوقت المحدد.'],
    checkIn: ['سجّل وصولك قبل أن تصل', 'أخبر الفندق بموعد وصولك وكيف تفضّل غرفتك، وتجاوز الانتظار في مكتب الاستقبال.', 'سجّل الوصول عبر الإنترنت'],
  }),
  'th-TH': promotionsOf({
    membership: ['สมัครสมาชิก Portico Rewards', 'สมาชิกได้รับราคาดีที่สุด Wi-Fi ฟรี และคะแนนทุกการเข้าพัก สมัครฟรี', 'สมัครเลย'],
    loyalty: ['ใกล้ระดับถัดไปแล้ว', 'ทุกคืนที่คุณพักกับเรานับรวมสู่ระดับถัดไปและสิทธิประโยชน์ของระดับนั้น', 'ดูสิทธิประโยชน์'],
    partner: ['สะสมไมล์กับ Skyward Air', 'เปลี่ยนคะแนนจากการเข้าพักเป็นไมล์ หรือเปลี่ยนไมล์เป็นคืนพักกับเรา', 'เชื่อมบัญชีของคุณ'],
    redemption: ['ชำระด้วยคะแนน', 'ราคาแบบใช้คะแนนไม่ต้องวางมัดจำ คะแนนจะถูกหักเมื่อจอง และคืนให้หากยกเลิกทันเวลา'],
    checkIn: ['เช็คอินก่อนเดินทางมาถึง', 'แจ้งโรงแรมว่าคุณจะมาถึงเมื่อใดและชอบห้องแบบไหน แล้วไม่ต้องต่อคิวที่แผนกต้อนรับ', 'เช็คอินออนไลน์'],
  }),
  'zh-CN': promotionsOf({
    membership: ['加入 Portico Rewards', '会员享受最低房价、免费无线网络，每次入住均可赚取积分。免费加入。', '立即加入'],
    loyalty: ['离下一等级更近一步', '您在我们这里入住的每一晚都计入下一等级及其礼遇。', '查看您的礼遇'],
    partner: ['与 Skyward Air 一起赚取里程', '将入住积分转换为航空里程，或将里程兑换为酒店住宿。', '关联您的账户'],
    redemption: ['使用积分支付', '积分房价无需押金。预订时扣除积分，按时取消即可退回。'],
    checkIn: ['到店前办理入住', '告诉酒店您的抵达时间和客房偏好，免去前台排队。', '在线办理入住'],
  }),
  'zh-TW': promotionsOf({
    membership: ['加入 Portico Rewards', '會員享有最低房價、免費無線網路，每次入住皆可賺取點數。免費加入。', '立即加入'],
    loyalty: ['離下一等級更近一步', '您在我們這裡入住的每一晚都計入下一等級及其禮遇。', '查看您的禮遇'],
    partner: ['與 Skyward Air 一起賺取哩程', '將入住點數轉換為航空哩程，或將哩程兌換為飯店住宿。', '連結您的帳戶'],
    redemption: ['使用點數付款', '點數房價無需訂金。預訂時扣除點數，及時取消即可退回。'],
    checkIn: ['抵達前辦理入住', '告訴飯店您的抵達時間與客房偏好，免去櫃檯排隊。', '線上辦理入住'],
  }),
  'ko-KR': promotionsOf({
    membership: ['Portico Rewards 가입', '회원은 최저 요금, 무료 Wi-Fi, 매 숙박 포인트를 받습니다. 가입은 무료입니다.', '지금 가입'],
    loyalty: ['다음 등급에 더 가까이', '저희와 함께하는 매 숙박이 다음 등급과 그 혜택으로 이어집니다.', '혜택 보기'],
    partner: ['Skyward Air 마일리지 적립', '숙박 포인트를 항공 마일리지로, 마일리지를 숙박으로 전환하세요.', '계정 연결'],
    redemption: ['포인트로 결제', '포인트 요금은 보증금이 없습니다. 예약 시 포인트가 차감되며 기한 내 취소하면 돌려받습니다.'],
    checkIn: ['도착 전 체크인', '도착 시간과 선호하는 객실을 호텔에 알려 프런트 대기 없이 입실하세요.', '온라인 체크인'],
  }),
  'ja-JP': promotionsOf({
    membership: ['Portico Rewards に入会', '会員は最安料金、無料 Wi-Fi、ご宿泊ごとのポイントをご利用いただけます。入会無料です。', '今すぐ入会'],
    loyalty: ['次のステータスまであと少し', 'ご宿泊の一泊一泊が次のステータスとその特典につながります。', '特典を見る'],
    partner: ['Skyward Air でマイルを貯める', 'ご宿泊のポイントを航空マイルに、マイルを当ホテルでのご宿泊に交換できます。', 'アカウントを連携'],
    redemption: ['ポイントでのお支払い', 'ポイント料金はデポジット不要です。ご予約時にポイントが引かれ、期限内のキャンセルで戻ります。'],
    checkIn: ['到着前にチェックイン', '到着時刻とお部屋のご希望をホテルにお知らせいただくと、フロントで並ばずに済みます。', 'オンラインでチェックイン'],
  }),
};

type HomePageWords = [heroHeading: string, heroLine: string, heroCta: string, heroAlt: string, awardsHeading: string, awardsBody: string, awardsCta: string, awardsAlt: string, checkInHeading: string, checkInBody: string, checkInCta: string, checkInAlt: string];

/** The home page's hero banner (its heading is the page's h1) and two horizontal feature cards, on the hotels' own photos. */
function homePageOf([heroHeading, heroLine, heroCta, heroAlt, awardsHeading, awardsBody, awardsCta, awardsAlt, checkInHeading, checkInBody, checkInCta, checkInAlt]: HomePageWords): HomePageContent {
  return {
    hero: { heading: heroHeading, subheading: heroLine, image: { path: '/images/hotels/nycts-3.svg', alt: heroAlt }, cta: { label: heroCta, href: bookingPaths.availability.getHref() } },
    featureCards: [
      { heading: awardsHeading, body: awardsBody, image: { path: '/images/hotels/shapd-2.svg', alt: awardsAlt }, cta: { label: awardsCta, href: hostPaths.myTrips.getHref() } },
      { heading: checkInHeading, body: checkInBody, image: { path: '/images/hotels/bkkrv-1.svg', alt: checkInAlt }, cta: { label: checkInCta, href: hostPaths.lookupReservation.getHref() } },
    ],
  };
}

export const HOME_PAGE_FIXTURES: Record<SupportedLocale, HomePageContent> = {
  'en-US': homePageOf([
    "Stay well with Portico",
    "Find a room in cities across the world, with a member rate at every hotel.",
    "Check availability",
    "Times Square at night from a high floor",
    "Suite Night Awards",
    "Members can ask for an upgrade to a suite before they arrive, and hear by 14:00 the day before.",
    "See your trips",
    "The executive lounge",
    "Check in online",
    "Tell the hotel when you will arrive and how you like your room, and skip the front desk.",
    "Find a reservation",
    "The terrace by the river",
  ]),
  'en-GB': homePageOf([
    "Stay well with Portico",
    "Find a room in cities across the world, with a member rate at every hotel.",
    "Check availability",
    "Times Square at night from a high floor",
    "Suite Night Awards",
    "Members can ask for an upgrade to a suite before they arrive, and hear by 14:00 the day before.",
    "See your trips",
    "The executive lounge",
    "Check in online",
    "Tell the hotel when you will arrive and how you like your room, and skip the front desk.",
    "Find a reservation",
    "The terrace by the river",
  ]),
  'es-ES': homePageOf([
    "Disfruta de tu estancia con Portico",
    "Encuentra habitación en ciudades de todo el mundo, con tarifa de socio en cada hotel.",
    "Ver disponibilidad",
    "Times Square de noche desde un piso alto",
    "Suite Night Awards",
    "Los socios pueden pedir una mejora a suite antes de llegar, y saberlo a las 14:00 del día anterior.",
    "Ver tus viajes",
    "El salón ejecutivo",
    "Registro en línea",
    "Di al hotel a qué hora llegarás y cómo prefieres tu habitación, y evita la recepción.",
    "Buscar una reserva",
    "La terraza junto al río",
  ]),
  ar: homePageOf([
    "إقامة مريحة مع Portico",
    "ابحث عن غرفة في مدن حول العالم، مع سعر للأعضاء في كل فندق.",
    "تحقق من التوفر",
    "تايمز سكوير ليلًا من طابق مرتفع",
    "جوائز ليالي الأجنحة",
    "يمكن للأعضاء طلب الترقية إلى جناح قبل الوصول، ومعرفة الرد بحلول الساعة 14:00 من اليوم السابق.",
    "اطّلع على رحلاتك",
    "الصالة التنفيذية",
    "سجّل الوصول عبر الإنترنت",
    "أخبر الفندق بموعد وصولك وكيف تفضّل غرفتك، وتجاوز مكتب الاستقبال.",
    "البحث عن حجز",
    "الشرفة بجانب النهر",
  ]),
  'th-TH': homePageOf([
    "พักผ่อนอย่างสบายกับ Portico",
    "หาห้องพักในเมืองต่างๆ ทั่วโลก พร้อมราคาสมาชิกทุกโรงแรม",
    "ตรวจสอบห้องว่าง",
    "ไทม์สแควร์ยามค่ำคืนจากชั้นสูง",
    "Suite Night Awards",
    "สมาชิกขออัปเกรดเป็นห้องสวีทได้ก่อนเดินทาง และทราบผลภายใน 14:00 น. ของวันก่อนหน้า",
    "ดูทริปของคุณ",
    "เลานจ์ผู้บริหาร",
    "เช็คอินออนไลน์",
    "แจ้งโรงแรมว่าคุณจะมาถึงเมื่อใดและชอบห้องแบบไหน โดยไม่ต้องผ่านแผนกต้อนรับ",
    "ค้นหาการจอง",
    "ระเบียงริมแม่น้ำ",
  ]),
  'zh-CN': homePageOf([
    "入住 Portico，尽享舒适",
    "在全球各地的城市寻找客房，每家酒店均有会员价。",
    "查看空房",
    "从高楼层俯瞰夜晚的时代广场",
    "Suite Night Awards",
    "会员可在抵达前申请升级至套房，并在前一天 14:00 前得到答复。",
    "查看您的行程",
    "行政酒廊",
    "在线办理入住",
    "告诉酒店您的抵达时间和客房偏好，无需前往前台。",
    "查找预订",
    "河畔露台",
  ]),
  'zh-TW': homePageOf([
    "入住 Portico，盡享舒適",
    "在全球各地的城市尋找客房，每家飯店皆有會員價。",
    "查看空房",
    "從高樓層俯瞰夜晚的時代廣場",
    "Suite Night Awards",
    "會員可在抵達前申請升級至套房，並於前一天 14:00 前得到答覆。",
    "查看您的行程",
    "行政酒廊",
    "線上辦理入住",
    "告訴飯店您的抵達時間與客房偏好，無需前往櫃檯。",
    "查詢訂房",
    "河畔露台",
  ]),
  'ko-KR': homePageOf([
    "Portico에서 편안한 숙박을",
    "세계 여러 도시에서 객실을 찾아보세요. 모든 호텔에 회원 요금이 있습니다.",
    "예약 가능 여부 확인",
    "높은 층에서 본 밤의 타임스스퀘어",
    "Suite Night Awards",
    "회원은 도착 전에 스위트 업그레이드를 요청하고 전날 14:00까지 결과를 받을 수 있습니다.",
    "내 여행 보기",
    "이그제큐티브 라운지",
    "온라인 체크인",
    "도착 시간과 선호하는 객실을 호텔에 알리고 프런트를 거치지 마세요.",
    "예약 찾기",
    "강가의 테라스",
  ]),
  'ja-JP': homePageOf([
    "Portico で快適なご滞在を",
    "世界各地の都市でお部屋を探せます。すべてのホテルに会員料金があります。",
    "空室を確認",
    "高層階から望む夜のタイムズスクエア",
    "Suite Night Awards",
    "会員はご到着前にスイートへのアップグレードを申し込め、前日 14:00 までに結果がわかります。",
    "ご旅行を見る",
    "エグゼクティブラウンジ",
    "オンラインでチェックイン",
    "到着時刻とお部屋のご希望をホテルにお知らせいただくと、フロントに寄らずに済みます。",
    "予約を探す",
    "川沿いのテラス",
  ]),
};
