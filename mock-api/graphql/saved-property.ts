import type { SavedPropertyResolvers } from './generated/resolvers-types';
import { findPropertyByCode } from './property-row';

/** A saved hotel as the customer resolvers hand it on: its code; the hotel itself is read only when asked for. */
export type SavedPropertyParent = { id: string };

export const savedPropertyResolvers: SavedPropertyResolvers = {
  id: (saved) => saved.id,
  property: async (saved, _args, { db }) => {
    const row = await findPropertyByCode(db, saved.id);
    // saved_properties references hotels, so a miss is a broken database: masked as unexpected.
    if (!row) throw new Error(`Saved hotel ${saved.id} is missing from hotels`);
    return row;
  },
};
