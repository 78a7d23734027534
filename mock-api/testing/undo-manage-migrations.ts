import type { Database } from '../db/database';

/** The migrations this undoes, in the order they apply again. */
export const LATER_MANAGE_MIGRATIONS = ['0013-reservation-changes.sql', '0014-online-check-in.sql', '0015-suite-night-awards.sql', '0022-idempotency-fingerprints.sql', '0023-booking-session-rotation.sql', '0024-mail-and-password-resets.sql', '0025-two-step-codes.sql', '0026-booking-codes.sql', '0027-change-messages.sql'] as const;

/**
 * Puts a test database back to before migrations 0013 to 0015 (changes, online check-in, Suite Night
 * Awards), 0022 (the requests' fingerprints beside their keys), 0023 (booking session rotation) and
 * 0024 (the outbox's delivery, the mail inbox, password resets), 0025 (two-step codes), 0026 (booking codes) and 0027 (change messages), latest first,
 * so an earlier migration can be undone under them.
 */
export async function undoManageMigrations(db: Database): Promise<void> {
  await db.exec(`
    delete from outbox_messages where kind in ('CANCELLATION', 'MODIFICATION');
    alter table outbox_messages drop constraint if exists outbox_messages_kind_check;
    alter table outbox_messages add constraint outbox_messages_kind_check check (kind in ('CONFIRMATION', 'SHARE', 'INSURANCE'));
    delete from schema_migrations where name = '0027-change-messages.sql';
    drop table if exists booking_codes;
    alter table reservation_lookup_grants drop column if exists proven_at;
    delete from schema_migrations where name = '0026-booking-codes.sql';
    drop table if exists two_step_challenges;
    delete from schema_migrations where name = '0025-two-step-codes.sql';
    drop table if exists password_reset_tokens;
    drop table if exists dev_inbox_messages;
    drop index if exists outbox_messages_undelivered_idx;
    alter table outbox_messages drop column if exists html_body, drop column if exists locale, drop column if exists delivered_at,
      drop column if exists delivery_attempts, drop column if exists next_attempt_at, drop column if exists delivery_error;
    delete from schema_migrations where name = '0024-mail-and-password-resets.sql';
    drop index if exists booking_sessions_previous_token_idx;
    alter table booking_sessions drop column if exists previous_token_hash, drop column if exists rotated_at;
    delete from schema_migrations where name = '0023-booking-session-rotation.sql';
    alter table booking_requests drop column if exists request_hash;
    alter table reservation_changes drop column if exists request_hash;
    delete from schema_migrations where name = '0022-idempotency-fingerprints.sql';
    drop index if exists reservations_open_suite_night_awards_idx;
    drop table if exists member_suite_night_award_entries;
    alter table reservations drop column if exists suite_night_award_requested_at, drop column if exists suite_night_award_decided_at;
    alter table room_types drop column if exists is_suite;
    alter table hotels drop column if exists time_zone;
    delete from schema_migrations where name = '0015-suite-night-awards.sql';
    drop table if exists reservation_room_preferences;
    alter table reservations drop column if exists housekeeping_code;
    alter table hotels drop column if exists housekeeping_plan;
    delete from schema_migrations where name = '0014-online-check-in.sql';
    drop table if exists reservation_changes;
    delete from schema_migrations where name = '0013-reservation-changes.sql';
  `);
}
