import { createGraphQLError } from 'graphql-yoga';
import type { ValidationMessage } from '../../../shared/i18n/message-ref';
import { validationInEnglishOf } from '../../../shared/i18n/validation-in-english';
import { aaaNumberError, aaaNumberLengthError, normalizeAaaNumber } from '../../../shared/validation/aaa-number';
import { findSessionMember } from '../../auth/sessions';
import type { Queryable } from '../../db/database';
import type { GraphQLContext } from '../../graphql/context';
import type { MutationResolvers, QueryResolvers } from '../../graphql/generated/resolvers-types';
import { badUserInput } from '../booking-errors';

/** Longer than any number with its spaces: refused before any pattern runs on it. */
const MAX_INPUT_LENGTH = 40;

const unauthenticated = () => createGraphQLError('Sign in to save an AAA number on your profile.', { extensions: { code: 'UNAUTHENTICATED' } });

/** The well-formed number, or the shared rule's problem with it. */
function checkedNumber(value: string): { number: string } | { problem: ValidationMessage } {
  if (value.length > MAX_INPUT_LENGTH) return { problem: aaaNumberLengthError };
  const problem = aaaNumberError(value);
  return problem ? { problem } : { number: normalizeAaaNumber(value) };
}

/** Current unless the clubs report it lapsed (the lapsed_aaa_memberships feed). */
async function lapsedOn(db: Queryable, number: string): Promise<string | null> {
  const { rows } = await db.query<{ lapsedOn: string }>(`select to_char(lapsed_on, 'YYYY-MM-DD') as "lapsedOn" from lapsed_aaa_memberships where number = $1`, [number]);
  return rows[0]?.lapsedOn ?? null;
}

const lapsedMessage = (day: string) => `This AAA membership lapsed on ${day}. Renew it with your club, or book without it.`;

/** A number fit to save: well formed and current, or BAD_USER_INPUT on `number`. */
async function numberToSave(db: Queryable, value: string): Promise<string> {
  const checked = checkedNumber(value);
  if ('problem' in checked) throw badUserInput('number', checked.problem);
  const lapsed = await lapsedOn(db, checked.number);
  if (lapsed) throw badUserInput('number', lapsedMessage(lapsed));
  return checked.number;
}

async function signedInMemberId({ db, sessionToken, clock }: GraphQLContext): Promise<string> {
  const member = await findSessionMember(db, sessionToken, clock);
  if (!member) throw unauthenticated();
  return member.memberId;
}

type Saved = { number: string; updatedAt: string };
const SAVED_COLUMNS = `number, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt"`;

export const aaaQuery: Pick<QueryResolvers, 'aaaMembership'> = {
  aaaMembership: async (_parent, _args, { db, sessionToken, clock }) => {
    const member = await findSessionMember(db, sessionToken, clock);
    if (!member) return null;
    const { rows } = await db.query<Saved>(`select ${SAVED_COLUMNS} from member_aaa_numbers where member_id = $1`, [member.memberId]);
    return rows[0] ?? null;
  },
};

export const aaaMutations: Pick<MutationResolvers, 'addAaaNumber' | 'updateAaaNumber' | 'validateAaaNumber'> = {
  addAaaNumber: async (_parent, { input }, context) => {
    const memberId = await signedInMemberId(context);
    const number = await numberToSave(context.db, input.number);
    // One statement: two adds at once cannot both save.
    const { rows } = await context.db.query<Saved>(
      `insert into member_aaa_numbers (member_id, number, created_at, updated_at) values ($1, $2, $3, $3) on conflict (member_id) do nothing returning ${SAVED_COLUMNS}`,
      [memberId, number, context.clock()],
    );
    if (!rows[0]) {
      throw createGraphQLError('An AAA number is already saved on your profile: update it instead.', { extensions: { code: 'AAA_NUMBER_EXISTS', field: 'number' } });
    }
    return rows[0];
  },

  updateAaaNumber: async (_parent, { input }, context) => {
    const memberId = await signedInMemberId(context);
    const number = await numberToSave(context.db, input.number);
    const { rows } = await context.db.query<Saved>(`update member_aaa_numbers set number = $2, updated_at = $3 where member_id = $1 returning ${SAVED_COLUMNS}`, [
      memberId,
      number,
      context.clock(),
    ]);
    if (!rows[0]) throw createGraphQLError('No AAA number is saved on your profile yet: add one first.', { extensions: { code: 'AAA_NUMBER_MISSING', field: 'number' } });
    return rows[0];
  },

  // Open to visitors too (the guest-info form checks the number it carries); it never saves.
  validateAaaNumber: async (_parent, { input }, { db }) => {
    const checked = checkedNumber(input.number);
    // The answer's shape has words only: the page checks the number's shape itself before asking.
    if ('problem' in checked) return { isValid: false, message: validationInEnglishOf(checked.problem) };
    const lapsed = await lapsedOn(db, checked.number);
    return lapsed ? { isValid: false, message: lapsedMessage(lapsed) } : { isValid: true, message: null };
  },
};
