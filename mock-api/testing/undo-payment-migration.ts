import type { Database } from '../db/database';
import { undoPhoneMigration } from './undo-phone-migration';

/** Puts a test database back to before migration 0010 (payment and orders), so an earlier migration can be undone under it. */
export async function undoPaymentMigration(db: Database): Promise<void> {
  await undoPhoneMigration(db);
  await db.exec(`
    drop table if exists confirmation_offers, travel_insurance_policies, reservation_nights, hotel_card_brands, member_payment_cards;
    drop sequence if exists travel_insurance_policy_numbers;
    alter table outbox_messages drop column if exists kind;
    alter table orders drop column if exists points_purchased, drop column if exists points_purchase_cost_minor, drop column if exists points_purchase_currency,
      drop column if exists cart_id, drop column if exists booking_session_id, drop column if exists contact_email, drop column if exists contact_phone,
      drop column if exists contact_country_code, drop column if exists payment_token, drop column if exists payment_method_code,
      drop column if exists charged_at_booking_minor;
    alter table reservations drop column if exists rate_plan_code, drop column if exists points_per_night, drop column if exists takes_inventory,
      drop column if exists room_request_codes, drop column if exists comments, drop column if exists arrival_time;
    drop sequence if exists confirmation_numbers;
    alter table booking_requests drop constraint if exists booking_requests_outcome, drop column if exists started_at, drop column if exists finished_at,
      drop column if exists failure_code;
    drop index if exists booking_requests_cart_idx;
    alter table carts drop constraint if exists carts_payment_whole, drop constraint if exists carts_payment_token_fk,
      drop column if exists payment_authorized_at, drop column if exists ordered_at;
    alter table rate_plans drop column if exists payment_method_code;
    drop table if exists payment_card_tokens;
    delete from schema_migrations where name = '0010-payment-and-orders.sql';
  `);
}
