import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { ReservationErrorKey, reservationErrorRef } from '../../../../shared/domain/reservation-errors';
import type { ShareConfirmationInput } from '../../../../shared/graphql/generated/graphql';
import { firstGraphQlError } from '../../../../shared/graphql/graphql-error-code';
import { ShareConfirmationMutation } from '../../../../shared/graphql/operations/checkout/confirmation';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { requestGraphQl } from '../../../services/graphql';
import { reportReservationError } from '../../../services/report-reservation-error';
import { notificationStatusKey, type SentMessage } from './use-notification-status';

/** What a share came to: the message written to the outbox, or a refusal for a field of the form or for the form as a whole. */
export type ShareOutcome = { status: 'sent'; message: SentMessage } | { status: 'refused'; field: 'recipient' | 'countryCode' | null; message: string };

const FIELDS = ['recipient', 'countryCode'] as const;
const isShareField = (field: string | null): field is (typeof FIELDS)[number] => FIELDS.some((known) => known === field);

/**
 * Spec 7 "share by e-mail" and "share by SMS" for the booking `confirmationNumber`: the server writes the
 * confirmation to the outbox, and the message sent joins the page's notification list at once. A
 * refusal of the number or address is the server's words for that field; any other is the catalogue's.
 */
export function useShareConfirmation(confirmationNumber: string) {
  const messages = useMessages();
  const { t, say } = messages;
  const { mutate } = useSWRConfig();
  return useCallback(
    async (input: Omit<ShareConfirmationInput, 'confirmationNumber'>): Promise<ShareOutcome> => {
      try {
        const { shareConfirmation: message } = await requestGraphQl(ShareConfirmationMutation, { input: { ...input, confirmationNumber } });
        await mutate(notificationStatusKey(confirmationNumber), (sent: SentMessage[] = []) => [...sent, message], { revalidate: false });
        return { status: 'sent', message };
      } catch (error) {
        const refusal = firstGraphQlError(error, messages);
        if (refusal.code === 'BAD_USER_INPUT' && isShareField(refusal.field) && refusal.message) {
          return { status: 'refused', field: refusal.field, message: refusal.message };
        }
        reportReservationError({ code: refusal.code, component: 'ShareConfirmation', detail: `${input.channel} ${confirmationNumber}`, level: 'warn' });
        const message = refusal.code === ReservationErrorKey.NotPermitted ? say(reservationErrorRef(refusal.code)) : t('confirmation.share.failed');
        return { status: 'refused', field: null, message };
      }
    },
    [mutate, confirmationNumber, t, say, messages],
  );
}
