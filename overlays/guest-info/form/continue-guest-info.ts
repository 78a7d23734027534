import { FORM_ERROR, setIn } from 'final-form';
import type { EnrollmentResponse } from '../../../shared/domain/auth-responses';
import { reservationErrorRef, ReservationErrorKey } from '../../../shared/domain/reservation-errors';
import type { GraphQlRequest } from '../../../shared/graphql/client';
import type { Messages } from '../../../shared/i18n/messages';
import { AaaAddMutation, AaaUpdateMutation } from '../../../shared/graphql/operations/guest-info/travel-agent';
import {
  UpdateCartGuestInfoMutation,
  UpdateMemberInformationMutation,
  UpdateUserInformationMutation,
} from '../../../shared/graphql/operations/guest-info/guest-info-form';
import { normalizeAaaNumber } from '../../../shared/validation/aaa-number';
import { firstGraphQlError } from '../../../shared/graphql/graphql-error-code';
import type { EnrollmentOutcome } from '../enrollment/enroll-member';
import { cartGuestInfoInput, guestOf } from './cart-guest-info-input';
import { formFieldOf } from './field-paths';
import type { GuestInfoInput, MemberProfile } from './guest-info-values';

export type ContinueContext = {
  request: GraphQlRequest;
  cartId: string;
  revisionNumber: number;
  member: MemberProfile | null;
  isPrepayConsentRequired: boolean;
  /** The AAA number saved on the member's profile (AaaGet), or null. */
  savedAaaNumber: string | null;
  /** Joins the visitor (the enrollment chunk); absent when they did not tick "Join". */
  enroll: ((values: GuestInfoInput) => Promise<EnrollmentOutcome>) | null;
  onEnrolled(response: EnrollmentResponse): void;
  /** The page's words: for a shared rule's refusal the server names by its message key, and for the catalogue's refusals. */
  messages: Messages;
};

export type ContinueOutcome =
  | { kind: 'saved'; revisionNumber: number }
  | { kind: 'refused'; errors: Record<string, unknown>; field: string | null; code: string }
  /** The cart or session is gone; the host leaves the page (it was told through graphQlError). */
  | { kind: 'ended'; code: string }
  | { kind: 'stale'; code: string };

const ENDED_CODES = new Set<string>([ReservationErrorKey.CartExpired, ReservationErrorKey.SessionExpired]);

/** A refusal named on one field (or above the form), with what was typed kept as it is. */
function refusal(code: string, field: string | null, message: string): ContinueOutcome {
  const formField = formFieldOf(field);
  return { kind: 'refused', code, field: formField, errors: formField ? (setIn({}, formField, message) as Record<string, unknown>) : { [FORM_ERROR]: message } };
}

/** A failed GraphQL call as an outcome: the server's message on the field it names, else the catalogue's words; in `messages`' language. */
export function outcomeOfError(error: unknown, messages: Messages): ContinueOutcome {
  const { code, field, message } = firstGraphQlError(error, messages);
  if (ENDED_CODES.has(code)) return { kind: 'ended', code };
  if (code === ReservationErrorKey.StaleRevision) return { kind: 'stale', code };
  const formField = formFieldOf(field);
  return refusal(code, field, formField && message ? message : messages.say(reservationErrorRef(code)));
}

/**
 * Continue: join first when asked (REST), then the member's profile when asked (title and name, phone
 * and address, AAA number), then the whole form in the cart. The first refusal stops the rest.
 */
export async function continueGuestInfo(values: GuestInfoInput, context: ContinueContext): Promise<ContinueOutcome> {
  if (context.enroll) {
    const enrolled = await context.enroll(values);
    if (enrolled.status === 'refused') return refusal(enrolled.code, enrolled.field, enrolled.message);
    context.onEnrolled(enrolled.response);
  }
  try {
    await saveProfile(values, context);
    const { updateCartGuestInfo } = await context.request(UpdateCartGuestInfoMutation, {
      input: cartGuestInfoInput(values, context),
    });
    return { kind: 'saved', revisionNumber: updateCartGuestInfo.revisionNumber };
  } catch (error) {
    return outcomeOfError(error, context.messages);
  }
}

async function saveProfile(values: GuestInfoInput, { request, member, savedAaaNumber }: ContinueContext) {
  if (!member) return;
  const guest = guestOf(values);
  if (values.saveToProfile) {
    if (guest.title !== member.title || guest.givenName !== member.givenName || guest.surname !== member.surname) {
      await request(UpdateUserInformationMutation, { input: { title: guest.title, givenName: guest.givenName, surname: guest.surname } });
    }
    const saved = member.address;
    const changedAddress = (Object.keys(guest.address) as (keyof typeof guest.address)[]).some((part) => (saved?.[part] ?? null) !== guest.address[part]);
    if (changedAddress || guest.phone !== member.phone) {
      await request(UpdateMemberInformationMutation, { input: { phone: guest.phone, address: guest.address } });
    }
  }
  const aaaNumber = normalizeAaaNumber(values.aaaNumber);
  if (aaaNumber && aaaNumber !== savedAaaNumber) {
    const input = { number: aaaNumber };
    if (savedAaaNumber) await request(AaaUpdateMutation, { input });
    else await request(AaaAddMutation, { input });
  }
}
