import { useMessages } from '../../../../shared/i18n/messages-context';
import { useHotelHeader } from '../../../hotel-header/use-hotel-header';
import { useConfirmationMessage } from './use-confirmation-message';
import { useNotificationStatus } from './use-notification-status';

/** Whether the page may be printed, and what it still waits for, in the page's words. */
export type PrintReadiness = { isReady: boolean; waitingFor: string[] };

type Read = { data: unknown; error: unknown };
const isSettled = ({ data, error }: Read) => data !== undefined || Boolean(error);

/**
 * Spec 4 print readiness: the print view is ready once the hotel header, the notification status and
 * the confirmation message have all loaded. A read that failed counts as settled: its panel says so,
 * and the rest of the confirmation is still worth printing.
 */
export function usePrintReadiness(propertyId: string, confirmationNumber: string): PrintReadiness {
  const { t } = useMessages();
  const reads: [string, Read][] = [
    [t('confirmation.print.hotelDetails'), useHotelHeader(propertyId)],
    [t('confirmation.print.messagesSent'), useNotificationStatus(confirmationNumber)],
    [t('confirmation.print.confirmationMessage'), useConfirmationMessage(confirmationNumber)],
  ];
  const waitingFor = reads.filter(([, read]) => !isSettled(read)).map(([name]) => name);
  return { isReady: waitingFor.length === 0, waitingFor };
}
