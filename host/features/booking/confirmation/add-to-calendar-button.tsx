import { useState } from 'react';
import type { HeaderHotel } from '../../../hotel-header/hotel-facts';
import { oneLineAddress } from '../../../hotel-header/hotel-facts';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { Button } from '../../../../shared/ui/button';
import { buildConfirmationCalendar, type ConfirmationCalendarInput } from './confirmation-calendar';
import type { ConfirmationOrder } from './use-order-confirmation';
import { currentInstant } from '../../../../shared/time/current-instant';

/** Hands `text` to the browser as a download of `fileName`, from a Blob: no request leaves the page. */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the Blob once the download starts; the address is released after that.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Spec 7 "add to calendar": the stay as an `.ics` file (RFC 5545), at the hotel's address when the
 * header has loaded it, else under the hotel's name alone.
 */
export function AddToCalendarButton({ order, hotel }: { order: ConfirmationOrder; hotel: HeaderHotel | null | undefined }) {
  const { t } = useMessages();
  const [fileName, setFileName] = useState<string | null>(null);
  const numbers = order.items.map((room) => room.basicInformation.confirmationNumber);
  const addToCalendar = () => {
    const name = `portico-${numbers[0] ?? order.id}.ics`;
    const hotelName = order.property.basicInformation.name;
    const stay: ConfirmationCalendarInput = {
      orderId: order.id,
      uidDomain: window.location.hostname || 'localhost',
      hotelName,
      location: hotel ? oneLineAddress(hotel) : hotelName,
      checkInDate: order.checkInDate,
      checkOutDate: order.checkOutDate,
      confirmationNumbers: numbers,
      now: currentInstant(),
    };
    download(buildConfirmationCalendar(stay, t), name);
    setFileName(name);
  };
  return (
    <>
      <Button variant="secondary" onClick={addToCalendar}>
        {t('confirmation.calendar.button')}
      </Button>
      <span role="status">{fileName ? t('confirmation.calendar.downloading', { fileName }) : ''}</span>
    </>
  );
}
