import type { CartGuestInfoFieldsFragment } from '../../../../shared/graphql/generated/graphql';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { factsClass } from '../../../../shared/ui/facts-list';
import { LeftToRightText } from '../../../../shared/ui/left-to-right-text';
import { roomRequestsText } from '../confirmation/checkout-texts';

type Address = CartGuestInfoFieldsFragment['guest']['address'];

/** The address as one line, with the country's name in the page's language. */
function addressText(address: Address, locale: string): string {
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(address.countryCode) ?? address.countryCode;
  const cityLine = [address.city, address.stateProvinceCode, address.postalCode].filter(Boolean).join(' ');
  return [address.line1, address.line2, cityLine, country].filter(Boolean).join(', ');
}

/** What the guest-info step saved in the cart, in words: who stays, how to reach them, their requests. */
export function GuestDetailsFacts({ guestInfo }: { guestInfo: CartGuestInfoFieldsFragment }) {
  const { t } = useMessages();
  const locale = useLocale();
  const { guest } = guestInfo;
  return (
    <dl className={factsClass}>
      <dt>{t('reviewDetails.facts.guest')}</dt>
      <dd>
        <bdi>{[guest.title, guest.givenName, guest.surname].filter(Boolean).join(' ')}</bdi>
      </dd>
      <dt>{t('reviewDetails.facts.email')}</dt>
      <dd>
        <bdi>{guest.email}</bdi>
      </dd>
      {guest.phoneDisplay ? (
        <>
          <dt>{t('reviewDetails.facts.phone')}</dt>
          <dd>
            <LeftToRightText text={guest.phoneDisplay} />
          </dd>
        </>
      ) : null}
      <dt>{t('reviewDetails.facts.address')}</dt>
      <dd>
        <bdi>{addressText(guest.address, locale)}</bdi>
      </dd>
      <dt>{t('reviewDetails.facts.roomRequests')}</dt>
      <dd>{roomRequestsText(t, guestInfo.roomRequests)}</dd>
      {guestInfo.arrivalTime ? (
        <>
          <dt>{t('reviewDetails.facts.arrival')}</dt>
          <dd>{guestInfo.arrivalTime}</dd>
        </>
      ) : null}
      {guestInfo.comments ? (
        <>
          <dt>{t('reviewDetails.facts.comments')}</dt>
          <dd>{guestInfo.comments}</dd>
        </>
      ) : null}
      {guestInfo.travelAgent ? (
        <>
          <dt>{t('reviewDetails.facts.travelAgent')}</dt>
          <dd>{t('checkout.travelAgency', { agencyName: guestInfo.travelAgent.agencyName, iataNumber: guestInfo.travelAgent.iataNumber })}</dd>
        </>
      ) : null}
      {guestInfo.aaaNumber ? (
        <>
          <dt>{t('reviewDetails.facts.aaa')}</dt>
          <dd>{guestInfo.aaaNumber}</dd>
        </>
      ) : null}
    </dl>
  );
}
