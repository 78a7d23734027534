import { css } from '@linaria/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import type { UserDetailsResponse } from '../../../shared/domain/auth-responses';
import { hostPaths } from '../../../shared/domain/paths';
import { formatStayDates } from '../../../shared/format/format-stay-dates';
import { HomeMemberSummaryQuery } from '../../../shared/graphql/operations/home-member-summary';
import { useLocale, useMessages } from '../../../shared/i18n/messages-context';
import { breakpoints, colors, radii } from '../../../shared/ui/theme';
import { requestGraphQl } from '../../services/graphql';
import { nextStayOf } from './next-stay-of';

const summaryClass = css`
  display: grid;
  gap: 0.75rem;
  margin: 0 0 2rem;
  @media (min-width: ${breakpoints.tablet}px) {
    grid-template-columns: 2fr 1fr;
  }
  & > section {
    padding: 1rem 1.25rem;
    border: 1px solid ${colors.line};
    border-radius: ${radii.card};
    background: ${colors.surface};
  }
  & h2 {
    margin: 0 0 0.5rem;
    font-size: 1.125rem;
  }
  & p {
    margin: 0 0 0.5rem;
  }
  & [data-part='points'] {
    margin: 0;
    font-size: 1.5rem;
    font-weight: 700;
  }
`;

/** The member summary's SWR key: one entry per member, so another member signing in reads afresh. */
export const homeMemberSummaryKey = (consumerId: string) => ['HomeMemberSummary', consumerId] as const;

const getHomeMemberSummary = () => requestGraphQl(HomeMemberSummaryQuery, {});

/** A signed-in member's next stay (its hotel, dates and a link to it) and points balance; nothing for anyone else. */
export function MemberSummary({ user }: { user: UserDetailsResponse | undefined }) {
  const consumerId = user?.status === 'SUCCESS' ? (user.userProfileData?.consumerId ?? null) : null;
  const { data } = useSWR(consumerId ? homeMemberSummaryKey(consumerId) : null, getHomeMemberSummary);
  const { t } = useMessages();
  const locale = useLocale();
  const stayHeadingId = useId();
  const pointsHeadingId = useId();
  if (!data?.accountStore || !data.trips) return null;
  const next = nextStayOf(data.trips.upcoming);
  const confirmationNumber = next?.items[0]?.basicInformation.confirmationNumber;
  return (
    <div className={summaryClass}>
      <section aria-labelledby={stayHeadingId}>
        <h2 id={stayHeadingId}>{t('home.nextStay.heading')}</h2>
        {next ? (
          <>
            <p>
              <strong>
                <bdi>{next.property.basicInformation.name}</bdi>
              </strong>
              <br />
              {formatStayDates(next.checkInDate, next.checkOutDate, locale)}
            </p>
            {confirmationNumber ? (
              <Link to={hostPaths.upcomingReservation.getHref(confirmationNumber)} aria-label={t('home.nextStay.viewLabel', { confirmationNumber })}>
                {t('home.nextStay.view')}
              </Link>
            ) : null}
          </>
        ) : (
          <p>{t('home.nextStay.none')}</p>
        )}
      </section>
      <section aria-labelledby={pointsHeadingId}>
        <h2 id={pointsHeadingId}>{t('home.points.label')}</h2>
        <p data-part="points">{t('home.points.value', { points: data.accountStore.currentPointBalance })}</p>
      </section>
    </div>
  );
}
