import type { Database } from '../db/database';
import { undoPhoneMigration } from './undo-phone-migration';

/**
 * Puts a seeded test database back to how a demo database looked before migration 0008 (guest
 * information): members without a profile, carts' guests without the form's extras, and 0008
 * unrecorded, so tests can apply the migration and the seed to it as a real upgrade would. Migration 0033
 * (phones in E.164) changed those columns' checks, so it is undone first and runs after 0008 again.
 */
export async function undoGuestInfoMigration(db: Database): Promise<void> {
  await undoPhoneMigration(db);
  await db.exec(`
    drop index members_phone_idx;
    alter table members drop constraint members_phone_has_country, drop constraint members_sms_has_country,
      drop column title, drop column phone_digits, drop column address_line1, drop column address_line2, drop column city,
      drop column state_province_code, drop column country_code, drop column postal_code, drop column sms_digits,
      drop column consents, drop column enrolled_at;
    alter table cart_guests drop constraint cart_guests_agency_with_iata, drop constraint cart_guests_phone_digits,
      drop constraint cart_guests_title, drop constraint cart_guests_consents_given,
      drop column room_request_codes, drop column comments, drop column arrival_time, drop column iata_number,
      drop column agency_name, drop column aaa_number, drop column is_buy_point_consent, drop column is_legal_consent_accepted,
      drop column is_privacy_policy_accepted, drop column is_prepay_consent_accepted;
    delete from schema_migrations where name = '0008-guest-info.sql';
  `);
}
