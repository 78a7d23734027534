import { useLocation } from 'react-router-dom';

/** This page's path and query, where a sign-in or lookup comes back to; the router's, so the server renders it too. */
export function useReturnTo(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}
