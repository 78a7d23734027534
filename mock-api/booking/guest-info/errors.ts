import { createGraphQLError } from 'graphql-yoga';

/** A member call made without a signed-in member: sign in first (the overlay shows the sign-in form). */
export const unauthenticated = (message = 'Sign in to read or change your profile.') =>
  createGraphQLError(message, { extensions: { code: 'UNAUTHENTICATED' } });
