import type { Database } from '../db/database';
import { undoPaymentMigration } from './undo-payment-migration';

/** Puts a test database back to before migration 0009 (travel agents, AAA numbers, insurance), so an earlier migration can be undone under it. */
export async function undoTravelAgentMigration(db: Database): Promise<void> {
  // 0010 builds on the insurance quotes and orders of this one.
  await undoPaymentMigration(db);
  await db.exec(`
    drop table if exists cart_insurance, travel_insurance_quotes, lapsed_aaa_memberships, member_aaa_numbers, travel_agent_checks, travel_agent_bookings;
    alter table orders drop column if exists iata_number;
    drop table if exists travel_agencies;
    delete from schema_migrations where name = '0009-travel-agents-and-insurance.sql';
  `);
}
