import { css } from '@linaria/core';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { hotelSearchParamsOf, hotelSearchProblems, readHotelSearchParams } from '../../../shared/booking/hotel-search-request';
import { localIsoDay } from '../../../shared/booking/search-criteria';
import { hostPaths } from '../../../shared/domain/paths';
import { formatStayDates } from '../../../shared/format/format-stay-dates';
import { useLocale, useMessages } from '../../../shared/i18n/messages-context';
import type { PageData } from '../../../shared/ssr/page-data';
import { currentInstant } from '../../../shared/time/current-instant';
import { ErrorAlert } from '../../../shared/ui/alert';
import { Skeleton } from '../../../shared/ui/skeleton';
import { colors } from '../../../shared/ui/theme';
import { HotelResultCard } from './hotel-result-card';
import { getHotelSearch, hotelSearchKey } from './hotel-search-reads';

const pageClass = css`
  & h1 {
    margin: 0 0 0.25rem;
    font-size: 1.75rem;
  }
  & > header {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 0.5rem 1rem;
    margin-bottom: 1.25rem;
  }
  & > header p {
    margin: 0;
    color: ${colors.inkMuted};
  }
  & > ul {
    display: grid;
    gap: 1rem;
    margin: 0 0 2rem;
    padding: 0;
    list-style: none;
  }
`;

/** A search in the address that the rules allow, else null: only such a search is asked of the API. */
function searchableOf(params: URLSearchParams) {
  const request = readHotelSearchParams(params);
  return hotelSearchProblems(request, localIsoDay(currentInstant())).length === 0 ? request : null;
}

/** The results are the page's content, so the server renders them in. */
export const pageData: PageData = async ({ url }, read) => {
  const request = searchableOf(url.searchParams);
  if (request) await read(hotelSearchKey(request), getHotelSearch);
};

/**
 * `/search/findHotels.mi`: the hotels of the destination the home page's search asked for, nearest the
 * city centre first, each with its price from for the stay and leading to its rates for the same stay.
 * The home page's form, sent before its script ran, lands here too.
 */
export function HotelSearchPage() {
  const [params] = useSearchParams();
  const { t } = useMessages();
  const locale = useLocale();
  const request = useMemo(() => readHotelSearchParams(params), [params]);
  const searchable = useMemo(() => searchableOf(params), [params]);
  const { data, error, isLoading } = useSWR(searchable ? hotelSearchKey(searchable) : null, getHotelSearch);
  const changeHref = `${hostPaths.home.getHref()}?${hotelSearchParamsOf(request)}`;
  const heading = data?.city ? t('results.heading.city', { city: data.city }) : t('results.heading.text', { destination: request.destination });

  return (
    <div className={pageClass}>
      <header>
        <div>
          <h1>
            <bdi>{heading}</bdi>
          </h1>
          {searchable ? (
            <p>
              {t('results.summary', {
                dates: formatStayDates(request.checkInDate, request.checkOutDate, locale),
                adults: request.numAdultsPerRoom,
                rooms: request.numRooms,
              })}
              {data ? ` · ${t('results.count', { count: data.hotels.length })}` : ''}
            </p>
          ) : null}
        </div>
        <Link to={changeHref}>{t('results.change')}</Link>
      </header>
      {!searchable ? <ErrorAlert>{t('results.invalid')}</ErrorAlert> : null}
      {searchable && isLoading ? <Skeleton label={t('results.loading')} lines={4} /> : null}
      {searchable && error ? <ErrorAlert>{t('results.loadFailed')}</ErrorAlert> : null}
      {data && data.hotels.length === 0 ? (
        <p role="status">
          <bdi>{t('results.none', { destination: request.destination })}</bdi>
        </p>
      ) : null}
      {data && data.hotels.length > 0 ? (
        <ul>
          {data.hotels.map((result) => (
            <HotelResultCard key={result.property.id} result={result} request={request} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
