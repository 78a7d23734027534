import { css } from '@linaria/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { hostPaths } from '../../../shared/domain/paths';
import { formatStayDates } from '../../../shared/format/format-stay-dates';
import { useLocale, useMessages } from '../../../shared/i18n/messages-context';
import { colors, radii } from '../../../shared/ui/theme';
import type { TripSummary } from './use-my-trips';

const sectionClass = css`
  margin-bottom: 2rem;
  & > h2 {
    margin: 0 0 0.75rem;
    font-size: 1.375rem;
  }
`;

const listClass = css`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    padding: 1rem 1.25rem;
    border-radius: ${radii.card};
    background: ${colors.surface};
  }
  & h3 {
    margin: 0 0 0.25rem;
    font-size: 1.125rem;
  }
  & p {
    margin: 0 0 0.5rem;
  }
`;

export type TripListProps = {
  heading: string;
  /** Said in place of the list when there are no trips, e.g. "You have no past stays." */
  emptyText: string;
  trips: readonly TripSummary[];
};

/** One of the my-trips lists: each trip's hotel, dates, rooms and first confirmation number, linked to its reservation. */
export function TripList({ heading, emptyText, trips }: TripListProps) {
  const headingId = useId();
  return (
    <section className={sectionClass} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {trips.length === 0 ? (
        <p>{emptyText}</p>
      ) : (
        <ul className={listClass}>
          {trips.map((trip) => (
            <TripItem key={trip.id} trip={trip} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TripItem({ trip }: { trip: TripSummary }) {
  const confirmationNumber = trip.items[0]?.basicInformation.confirmationNumber;
  const { t } = useMessages();
  const locale = useLocale();
  return (
    <li>
      <h3>{trip.property.basicInformation.name}</h3>
      <p>
        {t('myTrips.trip.summary', { dates: formatStayDates(trip.checkInDate, trip.checkOutDate, locale), rooms: trip.items.length })}
      </p>
      {confirmationNumber ? (
        <>
          <p>{t('myTrips.trip.confirmationNumber', { confirmationNumber })}</p>
          {/* Every trip has this link: its name carries the number, and starts with the visible words. */}
          <Link to={hostPaths.upcomingReservation.getHref(confirmationNumber)} aria-label={t('myTrips.trip.viewReservationLabel', { confirmationNumber })}>
            {t('myTrips.trip.viewReservation')}
          </Link>
        </>
      ) : null}
    </li>
  );
}
