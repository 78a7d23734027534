import { css } from '@linaria/core';
import { useId, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { addDays, localIsoDay } from '../../../shared/booking/search-criteria';
import { bookingPaths } from '../../../shared/domain/booking-paths';
import { intlLocaleOf } from '../../../shared/domain/locales';
import type { HotelListQuery } from '../../../shared/graphql/generated/graphql';
import { useLocale, useMessages } from '../../../shared/i18n/messages-context';
import { currentInstant } from '../../../shared/time/current-instant';
import { breakpoints, colors, focusRing, radii } from '../../../shared/ui/theme';
import { citiesOf } from './cities-of';
import { ResponsivePicture } from '../../components/responsive-picture';

const sectionClass = css`
  margin: 0 0 2.5rem;
  & > h2 {
    margin: 0 0 1rem;
    font-size: 1.5rem;
  }
  & > ul {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 0.75rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  @media (min-width: ${breakpoints.tablet}px) {
    & > ul {
      grid-template-columns: repeat(3, minmax(0, 1fr));
      gap: 1rem;
    }
  }
  @media (min-width: ${breakpoints.desktop}px) {
    & > ul {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }
`;

const cardClass = css`
  position: relative;
  overflow: hidden;
  border: 1px solid ${colors.line};
  border-radius: ${radii.card};
  background: ${colors.surface};
  & picture,
  & img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    background: ${colors.canvas};
  }
  & > div {
    padding: 0.625rem 0.75rem 0.75rem;
  }
  & h3 {
    margin: 0;
    font-size: 1.0625rem;
  }
  & a {
    color: ${colors.ink};
    text-decoration: none;
  }
  /* The whole card answers the one link, which keeps a short name for screen readers. */
  & a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  & a:focus-visible {
    outline: none;
  }
  &:focus-within {
    outline: ${focusRing.outline};
    outline-offset: ${focusRing.offset};
  }
  &:hover h3 {
    text-decoration: underline;
  }
  & p {
    margin: 0.125rem 0 0;
    color: ${colors.inkMuted};
    font-size: 0.875rem;
  }
`;

type ListedHotels = HotelListQuery['properties'];

/** Two cards a row on a phone, three on a tablet, four from a desktop width. */
const CITY_PHOTO_SIZES = `(min-width: ${breakpoints.desktop}px) 25vw, (min-width: ${breakpoints.tablet}px) 33vw, 50vw`;

/** The chain's cities as cards, each leading to its hotels for a night from today. */
export function CityCards({ hotels }: { hotels: ListedHotels }) {
  const { t } = useMessages();
  const locale = useLocale();
  const headingId = useId();
  const cities = useMemo(() => citiesOf(hotels, new Intl.Collator(intlLocaleOf(locale))), [hotels, locale]);
  const today = localIsoDay(currentInstant());
  return (
    <section className={sectionClass} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('home.cities.heading')}</h2>
      <ul>
        {cities.map((city) => (
          <li key={city.name} className={cardClass}>
            {city.photo ? <ResponsivePicture path={city.photo.url} alt="" aspect={[3, 2]} width={480} widths={[480, 800]} sizes={CITY_PHOTO_SIZES} /> : null}
            <div>
              <h3>
                <Link
                  to={bookingPaths.findHotels.getHref({
                    destination: city.name,
                    checkInDate: today,
                    checkOutDate: addDays(today, 1),
                    numRooms: 1,
                    numAdultsPerRoom: 1,
                    numChildrenPerRoom: 0,
                  })}
                >
                  <bdi>{city.name}</bdi>
                </Link>
              </h3>
              <p>
                <bdi>{city.country}</bdi> · {t('home.cities.hotels', { count: city.hotelCount })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
