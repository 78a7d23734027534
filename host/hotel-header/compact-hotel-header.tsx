import { css } from '@linaria/core';
import { brandCodeOrDefault, hotelLinks } from '../../shared/domain/hotel-header';
import { withImageCacheDomain } from '../../shared/domain/image-variants';
import { imagePaths } from '../../shared/domain/paths';
import { useMessages } from '../../shared/i18n/messages-context';
import { colors } from '../../shared/ui/theme';
import { config } from '../services/config';
import { hotelNameLinkClass, HotelAddress, HotelPageLink, oneLineAddress, type HeaderHotel } from './hotel-facts';

const compactClass = css`
  display: grid;
  grid-template-columns: 40px 1fr;
  column-gap: 0.75rem;
  align-items: center;
  & > img {
    grid-row: span 2;
  }
  & p {
    margin: 0;
  }
  & p:last-child {
    color: ${colors.inkMuted};
    font-size: 0.9375rem;
  }
`;

/** The header's compact layout inside a modal (spec 2.4): brand icon, name link, address with a location link. */
export function CompactHotelHeader({ hotel }: { hotel: HeaderHotel }) {
  const { t } = useMessages();
  const brand = brandCodeOrDefault(hotel.basicInformation.brand.id).toLowerCase();
  const links = hotelLinks({ seoNickname: hotel.seoNickname, brandCode: hotel.basicInformation.brand.id });
  return (
    <div className={compactClass}>
      <img src={withImageCacheDomain(`${imagePaths.logos}${brand}.svg`, config.imageCacheDomain)} alt="" width={40} height={40} />
      <p>
        <strong>
          <HotelPageLink to={links.detailUrl} opensInNewTab={links.opensInNewTab} className={hotelNameLinkClass}>
            {hotel.basicInformation.name}
          </HotelPageLink>
        </strong>
      </p>
      <p>
        <bdi>{oneLineAddress(hotel)}</bdi> · <HotelAddress hotel={hotel} label={t('compactHotelHeader.locationLink')} />
      </p>
    </div>
  );
}
