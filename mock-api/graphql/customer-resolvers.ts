import {
  MAX_SAVED_PROPERTIES,
  normalizeSavedIds,
  PROPERTY_CODE_PATTERN,
  savedPropertiesMessages,
  SavedPropertiesStatus,
} from '../../shared/domain/saved-properties';
import { findSessionMember } from '../auth/sessions';
import { findUnknownHotels, readSavedProperties, replaceSavedProperties } from '../customers/saved-properties';
import type { MutationResolvers, QueryResolvers, ResolversParentTypes, ResponseStatus } from './generated/resolvers-types';

// The result as resolvers hand it on: saved hotels by code, each resolved further by SavedProperty.
type UpdateResult = ResolversParentTypes['UpdateCustomerSavedPropertiesResult'];

const REVISION_TOKEN = /^\d{1,9}$/;

const asSaved = (ids: readonly string[]) => ids.map((id) => ({ id }));

function statusOf(code: SavedPropertiesStatus, httpStatus: number, dev?: { message: string; field?: string }): ResponseStatus {
  const isSuccess = code === SavedPropertiesStatus.Success;
  return {
    code,
    httpStatus,
    messages: {
      dev: dev ? [{ message: dev.message, field: dev.field ?? null, id: null, details: null }] : [],
      errors: isSuccess ? [] : [{ code, message: savedPropertiesMessages[code], devMessage: dev?.message ?? null }],
      warnings: [],
    },
  };
}

const result = (status: ResponseStatus, savedIds: readonly string[]): UpdateResult => ({
  status: [status],
  savedProperties: asSaved(savedIds),
});

export const customerQuery: Pick<QueryResolvers, 'customer'> = {
  customer: async (_parent, _args, { db, clock, sessionToken }) => {
    const member = await findSessionMember(db, sessionToken, clock);
    if (!member) return null;
    const saved = await readSavedProperties(db, member.memberId);
    return { id: member.consumerId, savedProperties: asSaved(saved.savedIds), revisionToken: String(saved.revision) };
  },
};

export const customerMutations: Pick<MutationResolvers, 'updateCustomerSavedProperties'> = {
  updateCustomerSavedProperties: async (_parent, { input }, { db, clock, sessionToken }) => {
    const member = await findSessionMember(db, sessionToken, clock);
    if (!member) return result(statusOf(SavedPropertiesStatus.NotSignedIn, 401), []);
    const current = await readSavedProperties(db, member.memberId);
    const refuse = (code: SavedPropertiesStatus, httpStatus: number, dev?: { message: string; field?: string }) =>
      result(statusOf(code, httpStatus, dev), current.savedIds);

    if (input.id !== member.consumerId) {
      return refuse(SavedPropertiesStatus.NotYourAccount, 403, { message: 'input.id is not the signed-in member’s consumer id.', field: 'id' });
    }
    const badIndex = input.savedProperties.findIndex((saved) => !PROPERTY_CODE_PATTERN.test(saved.id.trim()));
    if (badIndex >= 0) {
      return refuse(SavedPropertiesStatus.InvalidPropertyId, 400, {
        message: `savedProperties[${badIndex}].id is not a five-character property code.`,
        field: `savedProperties[${badIndex}].id`,
      });
    }
    const ids = normalizeSavedIds(input.savedProperties.map((saved) => saved.id));
    if (ids.length > MAX_SAVED_PROPERTIES) {
      return refuse(SavedPropertiesStatus.TooMany, 422, { message: `${ids.length} hotels given; at most ${MAX_SAVED_PROPERTIES}.`, field: 'savedProperties' });
    }
    const unknown = await findUnknownHotels(db, ids);
    if (unknown.length > 0) {
      return refuse(SavedPropertiesStatus.UnknownProperty, 422, { message: `No hotel has the code ${unknown.join(', ')}.`, field: 'savedProperties' });
    }
    const outcome = REVISION_TOKEN.test(input.revisionToken)
      ? await replaceSavedProperties(db, { memberId: member.memberId, expectedRevision: Number(input.revisionToken), ids, clock })
      : 'stale';
    if (outcome === 'stale') {
      return refuse(SavedPropertiesStatus.StaleRevision, 409, { message: 'revisionToken is not the current one: read customer again.', field: 'revisionToken' });
    }
    return result(statusOf(SavedPropertiesStatus.Success, 200), (await readSavedProperties(db, member.memberId)).savedIds);
  },
};
