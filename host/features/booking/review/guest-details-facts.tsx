import type { CartGuestInfoFieldsFragment } from '../../../../shared/graphql/generated/graphql';
import { ROOM_REQUESTS } from '../../../../shared/validation/stay-requests';
import { factsClass } from '../../../../shared/ui/facts-list';
import { config } from '../../../services/config';

type Address = CartGuestInfoFieldsFragment['guest']['address'];

/** The address as one line, with the country's name in the page's language. */
function addressText(address: Address, locale: string): string {
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(address.countryCode) ?? address.countryCode;
  const cityLine = [address.city, address.stateProvinceCode, address.postalCode].filter(Boolean).join(' ');
  return [address.line1, address.line2, cityLine, country].filter(Boolean).join(', ');
}

/** Room request codes in the words the guest chose them by. */
function roomRequestsText(codes: readonly string[]): string {
  if (codes.length === 0) return 'None';
  return codes.map((code) => ROOM_REQUESTS.find((request) => request.code === code)?.label ?? code).join(', ');
}

/** What the guest-info step saved in the cart, in words: who stays, how to reach them, their requests. */
export function GuestDetailsFacts({ guestInfo }: { guestInfo: CartGuestInfoFieldsFragment }) {
  const { guest } = guestInfo;
  return (
    <dl className={factsClass}>
      <dt>Guest</dt>
      <dd>{[guest.title, guest.givenName, guest.surname].filter(Boolean).join(' ')}</dd>
      <dt>E-mail</dt>
      <dd>{guest.email}</dd>
      {guest.phone ? (
        <>
          <dt>Phone</dt>
          <dd>{guest.phone}</dd>
        </>
      ) : null}
      <dt>Address</dt>
      <dd>{addressText(guest.address, config.locale)}</dd>
      <dt>Room requests</dt>
      <dd>{roomRequestsText(guestInfo.roomRequests)}</dd>
      {guestInfo.arrivalTime ? (
        <>
          <dt>Estimated arrival</dt>
          <dd>{guestInfo.arrivalTime}</dd>
        </>
      ) : null}
      {guestInfo.comments ? (
        <>
          <dt>Comments</dt>
          <dd>{guestInfo.comments}</dd>
        </>
      ) : null}
      {guestInfo.travelAgent ? (
        <>
          <dt>Travel agent</dt>
          <dd>{`${guestInfo.travelAgent.agencyName} (IATA ${guestInfo.travelAgent.iataNumber})`}</dd>
        </>
      ) : null}
      {guestInfo.aaaNumber ? (
        <>
          <dt>AAA membership</dt>
          <dd>{guestInfo.aaaNumber}</dd>
        </>
      ) : null}
    </dl>
  );
}
