import { createGraphQLError } from 'graphql-yoga';
import { findSessionMember } from '../../auth/sessions';
import type { MutationResolvers, QueryResolvers } from '../../graphql/generated/resolvers-types';
import { readAccountStore, saveCommunicationOption } from './account-store';

const signInNeeded = () => createGraphQLError('Sign in to see and change your account.', { extensions: { code: 'UNAUTHENTICATED' } });

export const accountQuery: Pick<QueryResolvers, 'accountStore'> = {
  accountStore: async (_parent, _args, { db, sessionToken, clock }) => {
    const member = await findSessionMember(db, sessionToken, clock);
    return member ? readAccountStore(db, member.memberId, clock()) : null;
  },
};

export const accountMutations: Pick<MutationResolvers, 'updateCommunicationOption'> = {
  updateCommunicationOption: async (_parent, { input }, { db, sessionToken, clock }) => {
    const member = await findSessionMember(db, sessionToken, clock);
    if (!member) throw signInNeeded();
    await saveCommunicationOption(db, member.memberId, input);
    const store = await readAccountStore(db, member.memberId, clock());
    if (!store) throw signInNeeded();
    return store;
  },
};
