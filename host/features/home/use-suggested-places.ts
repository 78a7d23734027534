import { useEffect, useState } from 'react';
import type { SuggestedPlacesQuery as SuggestedPlacesAnswer } from '../../../shared/graphql/generated/graphql';
import { SuggestedPlacesQuery } from '../../../shared/graphql/operations/suggested-places';
import { DESTINATION_MAX_LENGTH } from '../../../shared/booking/hotel-search-request';
import { requestGraphQl } from '../../services/graphql';

export type SuggestedPlace = SuggestedPlacesAnswer['suggestedPlaces'][number];

/** Wait this long after the last key before asking, so a word typed quickly is one request, not six. */
export const SUGGESTION_DELAY_MS = 200;
/** One letter matches half the world; suggestions start at the second. */
export const SUGGESTION_MIN_LENGTH = 2;

export type SuggestionsState = { places: readonly SuggestedPlace[]; query: string; hasFailed: boolean };

const NONE: SuggestionsState = { places: [], query: '', hasFailed: false };

/**
 * The places matching `text`, asked once the guest pauses typing; an answer that arrives after the text
 * changed again is dropped, so the list always belongs to what the field shows. `text` null asks nothing.
 */
export function useSuggestedPlaces(text: string | null, locale: string): SuggestionsState {
  const [state, setState] = useState<SuggestionsState>(NONE);
  const query = text?.trim() ?? '';
  const asks = query.length >= SUGGESTION_MIN_LENGTH && query.length <= DESTINATION_MAX_LENGTH;
  useEffect(() => {
    if (!asks) {
      setState(NONE);
      return;
    }
    let isCurrent = true;
    const timer = setTimeout(() => {
      requestGraphQl(SuggestedPlacesQuery, { query, locale })
        .then((answer) => isCurrent && setState({ places: answer.suggestedPlaces, query, hasFailed: false }))
        .catch(() => isCurrent && setState({ places: [], query, hasFailed: true }));
    }, SUGGESTION_DELAY_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [asks, query, locale]);
  return asks ? state : NONE;
}
