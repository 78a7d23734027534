import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { mapLinks, telHref, type HotelLinks } from '../../shared/domain/hotel-header';
import { reviewsDisplay } from '../../shared/domain/hotel-reviews';
import { formatAddressLines } from '../../shared/format/format-address';
import type { HotelHeaderFieldsFragment } from '../../shared/graphql/generated/graphql';
import { useLocale, useMessages } from '../../shared/i18n/messages-context';
import type { Messages } from '../../shared/i18n/messages';
import { LeftToRightText } from '../../shared/ui/left-to-right-text';
import { textActionClass } from '../../shared/ui/text-action';
import { breakpoints } from '../../shared/ui/theme';
import { raiseHotelDetail } from '../services/page-events';

/** The parts of a hotel the header and the property bar both show: address with map, phone, rating. */
export type HeaderHotel = HotelHeaderFieldsFragment;

const onlySmallClass = css`
  @media (min-width: ${breakpoints.tablet}px) {
    display: none;
  }
`;
const onlyLargeClass = css`
  @media (max-width: ${breakpoints.tablet - 1}px) {
    display: none;
  }
`;

/** The hotel's name as a link: the heading's own ink and weight, underlined only under the pointer or focus. */
export const hotelNameLinkClass = css`
  color: inherit;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
    text-underline-offset: 0.15em;
  }
`;

export function oneLineAddress(hotel: HeaderHotel): string {
  return formatAddressLines(hotel.contactInformation.address).join(', ');
}

/** A local map service's name: the domain gives it in English, the catalogue in the page's language. */
function mapServiceName(label: string, t: Messages['t']): string {
  if (label === 'Baidu Maps') return t('hotelFacts.mapService.baidu');
  if (label === 'Amap') return t('hotelFacts.mapService.amap');
  return label;
}

/**
 * The address as a link to a map search on the hotel's coordinates; two local services in China. The
 * address is written as the hotel's country writes it, isolated so that right-to-left pages keep its
 * order ("1535 Broadway", not "Broadway … 1535").
 */
export function HotelAddress({ hotel, label }: { hotel: HeaderHotel; label?: string }) {
  const { t } = useMessages();
  const locale = useLocale();
  const { latitude, longitude, name, currency } = hotel.basicInformation;
  const links = mapLinks({ latitude, longitude, name, currency }, locale);
  const text = label ?? oneLineAddress(hotel);
  if (links.length === 1) {
    return (
      <a href={links[0]!.href} target="_blank" rel="noopener noreferrer">
        <bdi>{text}</bdi>
        <span className="visually-hidden"> {t('hotelFacts.address.mapNewTab')}</span>
      </a>
    );
  }
  return (
    <span>
      <bdi>{text}</bdi> ·{' '}
      {links.map((link, index) => (
        <span key={link.href}>
          {index > 0 ? ' · ' : null}
          <a href={link.href} target="_blank" rel="noopener noreferrer">
            {mapServiceName(link.label, t)}
            <span className="visually-hidden"> {t('hotelFacts.newTab')}</span>
          </a>
        </span>
      ))}
    </span>
  );
}

/** The hotel's phone: tap-to-call on small screens, plain text where there is nothing to tap. */
export function HotelPhone({ hotel }: { hotel: HeaderHotel }) {
  const { t } = useMessages();
  const phone = hotel.contactInformation.contactNumbers.find((contact) => contact.type.code === 'phone');
  if (!phone) return null;
  return (
    <span>
      <a className={onlySmallClass} href={telHref(phone.number)}>
        <LeftToRightText text={phone.display} words={(number) => t('hotelFacts.phone.call', { phone: number })} />
      </a>
      <span className={onlyLargeClass}>
        <LeftToRightText text={phone.display} />
      </span>
    </span>
  );
}

/** Stars and review count by the reviews rule (spec 5): linked to the reviews, plain in China, or nothing. */
export function HotelRating({ hotel, reviewUrl, opensInNewTab }: { hotel: HeaderHotel; reviewUrl: string; opensInNewTab: boolean }) {
  const { t } = useMessages();
  const locale = useLocale();
  const stars = hotel.reviews.stars.count;
  const reviewCount = hotel.reviews.numberOfReviews.count;
  const display = reviewsDisplay({ starsCount: stars, reviewCount, locale });
  if (display === 'hidden') return null;
  const text = t('hotelFacts.rating.summary', { stars, reviewCount });
  if (display === 'rating') return <span title={t('hotelFacts.rating.tooltip', { stars, reviewCount })}>{text}</span>;
  return (
    <HotelPageLink to={reviewUrl} opensInNewTab={opensInNewTab}>
      {text}
    </HotelPageLink>
  );
}

/** A link to one of the hotel's pages: in this tab through the router, or (jewellery brand) in a new tab. */
export function HotelPageLink({ to, opensInNewTab, children, className }: { to: string; opensInNewTab: boolean; children: ReactNode; className?: string }) {
  const { t } = useMessages();
  if (!opensInNewTab) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden"> {t('hotelFacts.newTab')}</span>
    </a>
  );
}

/** Raises the hotel-detail event (spec 2.4, 7) with the hotel's id and page links; the quick view opens on it. */
export function HotelDetailsButton({ hotelId, links }: { hotelId: string; links: HotelLinks }) {
  const { t } = useMessages();
  return (
    <button
      type="button"
      className={textActionClass}
      aria-haspopup="dialog"
      onClick={() => raiseHotelDetail({ id: hotelId, reviewUrl: links.reviewUrl, detailUrl: links.detailUrl })}
    >
      {t('hotelFacts.detailsButton')}
    </button>
  );
}
