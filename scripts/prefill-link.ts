/**
 * A campaign's join link, prefilled for one person: `npm run prefill-link -- --given-name Ana
 * --surname Silva --email ana.silva@example.com [--country PT]`. The name and e-mail are sealed under
 * the database's prefill key (AES-256-GCM) in the link's fragment, which browsers never send, so neither
 * a server log nor the address bar's history holds them in clear. With the embedded database, run it
 * while the product is stopped (one process at a time opens its files); with DATABASE_URL, any time.
 */
import { parseArgs } from 'node:util';
import { ENROLLMENT_PREFILL_DAYS, type EnrollmentPrefill } from '../shared/domain/account-api';
import { hostPaths } from '../shared/domain/paths';
import { isWellFormed, loadPrefillKey, sealPrefill } from '../mock-api/account/prefill/prefill-seal';
import { readConfig } from '../mock-api/config';
import { openDatabase } from '../mock-api/db/open-database';

const { values } = parseArgs({
  options: { 'given-name': { type: 'string' }, surname: { type: 'string' }, email: { type: 'string' }, country: { type: 'string' } },
});
const country = values.country?.toUpperCase();
const prefill: EnrollmentPrefill = {
  givenName: values['given-name']?.trim() ?? '',
  surname: values.surname?.trim() ?? '',
  email: values.email?.trim() ?? '',
  address: country ? { countryCode: country, line1: null, line2: null, city: null, stateProvinceCode: null, postalCode: null } : null,
};
if (!isWellFormed(prefill) || (country !== undefined && !/^[A-Z]{2}$/.test(country))) {
  console.error('Give --given-name and --surname in Latin letters, a valid --email, and optionally --country as two letters (e.g. PT).');
  process.exit(1);
}
const config = readConfig();
const db = await openDatabase(config);
try {
  const token = sealPrefill(await loadPrefillKey(db), prefill, new Date());
  console.log(`${config.hostOrigin}${hostPaths.joinNow.getHref()}#prefill=${token}`);
  console.error(`The link's details open for ${ENROLLMENT_PREFILL_DAYS} days.`);
} finally {
  await db.close();
}
