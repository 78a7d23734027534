/**
 * The country a site locale stands for, used as the guest's country until they choose one (the guest
 * form's address country, and through it the phone's country): `en-US` → US, `es-ES` → ES, `ja-JP` → JP.
 * A locale with no region is mapped here; Intl would guess Egypt for `ar`, but the Arabic site serves the
 * Gulf, so it defaults to the United Arab Emirates.
 */
const COUNTRY_OF_LANGUAGE: Readonly<Record<string, string>> = { ar: 'AE' };

export function countryOfLocale(locale: string): string | null {
  try {
    const parsed = new Intl.Locale(locale);
    return parsed.region ?? COUNTRY_OF_LANGUAGE[parsed.language] ?? parsed.maximize().region ?? null;
  } catch {
    return null;
  }
}
