import type { Database } from '../db/database';
import { undoGuestInfoMigration } from './undo-guest-info-migration';
import { undoManageMigrations } from './undo-manage-migrations';
import { undoTravelAgentMigration } from './undo-travel-agent-migration';

/**
 * Puts a seeded test database back to how a demo database looked before migration 0007 (booking):
 * without its tables, and with 0007 unrecorded, so tests can apply the migration and the seed to it as
 * a real upgrade would. Migration 0008 (guest information) builds on its tables, so it goes first, and
 * 0034 (offer revisions) puts triggers on them, so it is undone too and applies again after it.
 */
export async function undoBookingMigration(db: Database): Promise<void> {
  // Later migrations first: 0013 to 0015, 0009 and 0008 build on these tables.
  await undoManageMigrations(db);
  await undoTravelAgentMigration(db);
  await undoGuestInfoMigration(db);
  await db.exec(`
    drop table outbox_messages, booking_requests, cart_guests, cart_nights, carts, booking_sessions, member_points_entries,
      room_inventory, nightly_prices, rate_plan_rules, rate_plans, award_chart, hotel_booking_terms, room_type_images,
      room_type_features, room_types, room_feature_codes;
    drop table offer_revisions;
    drop function bump_offer_revision();
    delete from schema_migrations where name = '0034-offer-revisions.sql';
    delete from schema_migrations where name = '0007-booking.sql';
  `);
}
