import useSWR from 'swr';
import type { SearchCriteria } from '../../shared/booking/search-criteria';
import { DefaultSelectionQuery } from '../../shared/graphql/operations/booking/rate-search';
import { requestGraphQl } from '../services/graphql';
import { criteriaOfSelection } from './criteria-of-selection';

export const defaultSelectionKey = (propertyId: string) => ['DefaultSelection', propertyId] as const;

export async function getDefaultSelection([, propertyId]: ReturnType<typeof defaultSelectionKey>): Promise<SearchCriteria | null> {
  const selection = (await requestGraphQl(DefaultSelectionQuery, { propertyId })).defaultSelection;
  return selection ? criteriaOfSelection(selection) : null;
}

/**
 * The search a hotel's "Check availability" starts from (spec 7, default selection), as a search the
 * form and the rate list take; `null` data when no hotel has that code.
 */
export function useDefaultSelection(propertyId: string | null) {
  return useSWR(propertyId ? defaultSelectionKey(propertyId) : null, getDefaultSelection);
}
