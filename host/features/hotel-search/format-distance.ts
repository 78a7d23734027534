import { intlLocaleOf } from '../../../shared/domain/locales';

const KM_PER_MILE = 1.609344;

/** A distance as the guest reads it: miles for the United States' English, kilometres elsewhere, to one decimal. */
export function formatDistance(kilometres: number, locale: string): string {
  const inMiles = locale === 'en-US';
  return new Intl.NumberFormat(intlLocaleOf(locale), {
    style: 'unit',
    unit: inMiles ? 'mile' : 'kilometer',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(inMiles ? kilometres / KM_PER_MILE : kilometres);
}
