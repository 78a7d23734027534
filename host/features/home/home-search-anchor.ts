/** The home page's search form's id: the header's search link leads to it from any page. */
export const HOME_SEARCH_ID = 'search';
