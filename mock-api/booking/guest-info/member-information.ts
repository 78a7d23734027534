import { findSessionMember } from '../../auth/sessions';
import type { GraphQLContext } from '../../graphql/context';
import type { MutationResolvers, QueryResolvers } from '../../graphql/generated/resolvers-types';
import { badUserInput } from '../booking-errors';
import { unauthenticated } from './errors';
import { guestAddressOf, guestNameOf, guestPhoneOf } from './guest-input';
import { memberProfile, saveMemberContact, saveMemberName } from './member-profile';
import { isUniqueViolation } from './unique-violation';

async function signedInMemberId({ db, sessionToken, clock }: GraphQLContext): Promise<string> {
  const member = await findSessionMember(db, sessionToken, clock);
  if (!member) throw unauthenticated();
  return member.memberId;
}

async function profileOrFail(context: GraphQLContext, memberId: string) {
  const profile = await memberProfile(context.db, memberId);
  if (!profile) throw unauthenticated();
  return profile;
}

export const memberInformationQuery: Pick<QueryResolvers, 'memberInformation'> = {
  memberInformation: async (_parent, _args, { db, sessionToken, clock }) => {
    const member = await findSessionMember(db, sessionToken, clock);
    return member ? memberProfile(db, member.memberId) : null;
  },
};

export const memberInformationMutations: Pick<MutationResolvers, 'updateMemberInformation' | 'updateUserInformation'> = {
  updateMemberInformation: async (_parent, { input }, context) => {
    const memberId = await signedInMemberId(context);
    const address = guestAddressOf(input.address, 'address');
    const phone = guestPhoneOf(input.phone, address.countryCode, 'phone');
    try {
      await context.db.transaction((tx) => saveMemberContact(tx, memberId, phone, address));
    } catch (error) {
      if (isUniqueViolation(error, 'members_phone_idx')) throw badUserInput('phone', 'That phone number already belongs to another account.');
      throw error;
    }
    return profileOrFail(context, memberId);
  },

  updateUserInformation: async (_parent, { input }, context) => {
    const memberId = await signedInMemberId(context);
    const name = guestNameOf(input, '');
    await context.db.transaction((tx) => saveMemberName(tx, memberId, name));
    return profileOrFail(context, memberId);
  },
};
