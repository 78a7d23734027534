/**
 * The titles a guest may put before their name (spec 02 section 7, "user form titles"), with the words
 * each locale the site is written in shows. Codes are what the cart and the member profile store.
 */
export const USER_FORM_TITLES = [
  { code: 'MR', labels: { en: 'Mr', es: 'Sr.' } },
  { code: 'MRS', labels: { en: 'Mrs', es: 'Sra.' } },
  { code: 'MS', labels: { en: 'Ms', es: 'Srta.' } },
  { code: 'MX', labels: { en: 'Mx', es: 'Mx' } },
  { code: 'DR', labels: { en: 'Dr', es: 'Dr.' } },
] as const;

export type UserFormTitleCode = (typeof USER_FORM_TITLES)[number]['code'];

export function isUserFormTitle(value: string): value is UserFormTitleCode {
  return USER_FORM_TITLES.some((title) => title.code === value);
}

/** The titles with the labels of `locale` (its language), English for a language not written. */
export function userFormTitlesFor(locale: string | null): { code: UserFormTitleCode; label: string }[] {
  const language = locale?.slice(0, 2) === 'es' ? 'es' : 'en';
  return USER_FORM_TITLES.map((title) => ({ code: title.code, label: title.labels[language] }));
}
