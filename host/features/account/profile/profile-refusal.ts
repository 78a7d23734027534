import { FORM_ERROR, setIn } from 'final-form';
import { firstGraphQlError } from '../../../../shared/graphql/graphql-error-code';
import type { Messages } from '../../../../shared/i18n/messages';

/**
 * A refused profile change as react-final-form submission errors: on the field the server named when the
 * form has it, else above the form, in the page's words when it has them.
 */
export function graphQlSubmissionErrors(error: unknown, messages: Messages, fields: readonly string[]): Record<string, unknown> {
  const { field, message } = firstGraphQlError(error, messages);
  const words = message ?? messages.t('profile.saveFailed');
  return field && fields.includes(field) ? (setIn({}, field, words) as Record<string, unknown>) : { [FORM_ERROR]: words };
}
