import { expectTypeOf } from 'vitest';
import type { EnrollmentInput } from './enroll-client';

const profile = { title: null, givenName: 'Rory', surname: 'Quinn', email: 'rory.quinn@example.com', smsNumber: null, password: 'Stay#Well2026', consents: [] };
const address = { line1: '350 Fifth Avenue', line2: null, city: 'New York', stateProvinceCode: 'NY', countryCode: 'US', postalCode: '10118' };

// Compile-time checks: `npm run typecheck` fails when an enrollment may name no booking, or two.
expectTypeOf({ ...profile, cartId: 'CART1', phone: null, address }).toExtend<EnrollmentInput>();
expectTypeOf({ ...profile, confirmationNumber: '40000001' }).toExtend<EnrollmentInput>();

// @ts-expect-error an enrollment names the booking it belongs to
export const none: EnrollmentInput = { ...profile };
// @ts-expect-error by exactly one of cartId and confirmationNumber
export const both: EnrollmentInput = { ...profile, cartId: 'CART1', confirmationNumber: '40000001', phone: null, address };
// @ts-expect-error inline enrollment gives the guest form's address
export const inlineWithoutAddress: EnrollmentInput = { ...profile, cartId: 'CART1', phone: null };
