import { styled } from '@linaria/react';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { formatAddressLines } from '../../../shared/format/format-address';
import { colors, radii } from '../../../shared/ui/theme';
import { RecentlyViewedHotels } from '../recently-viewed/recently-viewed-hotels';
import { useRecentlyViewed } from '../recently-viewed/use-recently-viewed';
import { MemberRatesSignIn } from './member-rates-sign-in';
import { recentlyViewedEntry } from './recently-viewed-entry';
import { useHotelOverview } from './use-hotel-overview';

const Card = styled.section`
  padding: 1.5rem;
  border-radius: ${radii.card};
  background: ${colors.surface};
  & address {
    font-style: normal;
  }
`;

export function HotelOverviewPage() {
  const { seoNickname } = useParams();
  const { data, error, isLoading } = useHotelOverview(seoNickname);
  const recentlyViewed = useRecentlyViewed();
  const hotel = data?.propertyBySeoNickname;
  const { recordView } = recentlyViewed;
  useEffect(() => {
    if (hotel) recordView(recentlyViewedEntry(hotel));
  }, [hotel, recordView]);

  if (isLoading) return <p aria-busy="true">Loading hotel…</p>;
  if (error) return <p role="alert">We could not load this hotel just now. Reload the page to try again.</p>;
  if (!hotel) {
    return (
      <>
        <h1>Hotel not found</h1>
        <p>No Portico hotel has that address. Check the link, or start again from the home page.</p>
      </>
    );
  }

  const phone = hotel.contactInformation.contactNumbers.find((contact) => contact.type.code === 'phone');
  return (
    <>
      <Card aria-labelledby="hotel-name">
        <h1 id="hotel-name">{hotel.basicInformation.name}</h1>
        <address>
          {formatAddressLines(hotel.contactInformation.address).map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
        </address>
        {phone ? (
          <p>
            Phone: <a href={`tel:${phone.number}`}>{phone.display}</a>
          </p>
        ) : null}
        <MemberRatesSignIn />
      </Card>
      <RecentlyViewedHotels hotels={recentlyViewed.list} excludeCode={hotel.id} />
    </>
  );
}
