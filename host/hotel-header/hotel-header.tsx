import { css } from '@linaria/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import {
  hotelLinks,
  pageShowsHotelDetailsLink,
  pageShowsSaveControl,
  readHotelHeaderQuery,
  shouldFetchHotelLogo,
  type HotelHeaderPageKind,
} from '../../shared/domain/hotel-header';
import { withImageCacheDomain } from '../../shared/domain/image-variants';
import { useMessages } from '../../shared/i18n/messages-context';
import { breakpoints, colors, radii } from '../../shared/ui/theme';
import { config } from '../services/config';
import { useUserDetails } from '../auth/use-user-details';
import { clearInsuranceEntries } from '../services/insurance-entries';
import { SaveToggle } from './heart/save-toggle';
import { hotelNameLinkClass, HotelAddress, HotelDetailsButton, HotelPageLink, HotelPhone, HotelRating, type HeaderHotel } from './hotel-facts';
import { HotelHeaderSkeleton } from './hotel-header-skeleton';
import { useHotelHeader } from './use-hotel-header';
import { useHotelLogo } from './use-hotel-logo';
import { useFeatureFlags } from '../../shared/flags/feature-flags-client';

const headerClass = css`
  display: flex;
  align-items: center;
  gap: 1.5rem;
  padding: 1rem 1.5rem;
  margin-bottom: 1.5rem;
  border-radius: ${radii.card};
  background: ${colors.surface};
  & > div {
    flex: 1;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    column-gap: 1.25rem;
    row-gap: 0.25rem;
  }
  & p {
    margin: 0;
  }
`;

const nameClass = css`
  flex-basis: 100%;
  font-size: 1.25rem;
  font-weight: 700;
  color: ${colors.ink};
`;

const logoClass = css`
  width: 96px;
  height: 48px;
  object-fit: contain;
  @media (max-width: ${breakpoints.desktop - 1}px) {
    display: none;
  }
`;

export type HotelHeaderProps = {
  pageKind: HotelHeaderPageKind;
  propertyId: string | null;
};

/**
 * The hotel header's full layout (spec 2.4): logo on desktops, name, address with map, phone, rating,
 * the hotel-details link on post-booking pages, and the heart where the page kind allows it. A
 * skeleton stands in until the hotel and its brand are known; with no hotel to show, nothing does.
 */
export function HotelHeader({ pageKind, propertyId }: HotelHeaderProps) {
  const { data: hotel, isLoading } = useHotelHeader(propertyId);
  if (!propertyId || (!isLoading && !hotel)) return null;
  if (!hotel) return <HotelHeaderSkeleton />;
  return <LoadedHotelHeader hotel={hotel} pageKind={pageKind} />;
}

function LoadedHotelHeader({ hotel, pageKind }: { hotel: HeaderHotel; pageKind: HotelHeaderPageKind }) {
  const { t } = useMessages();
  const { search } = useLocation();
  useEffect(() => {
    if (pageKind === 'reservationLookup') clearInsuranceEntries();
  }, [pageKind, hotel.id]);
  const { useAlternateLogo } = readHotelHeaderQuery(search);
  const brandCode = hotel.basicInformation.brand.id;
  const links = hotelLinks({ seoNickname: hotel.seoNickname, brandCode });
  const { logoAutomation } = useFeatureFlags();
  const { data: contentLogo } = useHotelLogo(shouldFetchHotelLogo({ isModal: false, useAlternateLogo, isLogoAutomated: logoAutomation, propertyId: hotel.id }) ? hotel.id : null);
  const logo = useAlternateLogo || !logoAutomation ? hotel.media.hotelLogo?.imageSrc : contentLogo;
  // Spec 01: on these pages the heart is for members, signed in or remembered. A visitor who found a
  // reservation by its number has no saved hotels to add to.
  const { data: user } = useUserDetails();
  const isMember = user?.status === 'SUCCESS' || user?.rememberedUser === true;

  return (
    <section className={headerClass} aria-label={t('hotelHeader.region', { hotelName: hotel.basicInformation.name })}>
      {logo ? <img className={logoClass} src={withImageCacheDomain(logo, config.imageCacheDomain)} alt="" width={96} height={48} /> : null}
      <div>
        <p className={nameClass}>
          <HotelPageLink to={links.detailUrl} opensInNewTab={links.opensInNewTab} className={hotelNameLinkClass}>
            {hotel.basicInformation.name}
          </HotelPageLink>
        </p>
        <HotelAddress hotel={hotel} />
        <HotelPhone hotel={hotel} />
        <HotelRating hotel={hotel} reviewUrl={links.reviewUrl} opensInNewTab={links.opensInNewTab} />
        {pageShowsHotelDetailsLink(pageKind, brandCode) ? (
          <HotelDetailsButton hotelId={hotel.id} links={links} />
        ) : null}
      </div>
      {pageShowsSaveControl(pageKind) && isMember ? <SaveToggle propertyId={hotel.id} hotelName={hotel.basicInformation.name} appliesWish /> : null}
    </section>
  );
}
