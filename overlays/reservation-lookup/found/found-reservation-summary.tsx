import { useEffect, useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import { formatStayDates } from '../../../shared/format/format-stay-dates';
import type { GraphQlRequest } from '../../../shared/graphql/client';
import type { FoundReservationQuery as FoundReservation } from '../../../shared/graphql/generated/graphql';
import { lazyGraphQlClient } from '../../../shared/graphql/lazy-client';
import { FoundReservationQuery } from '../../../shared/graphql/operations/reservation-order';
import { supportedLocaleOf, DEFAULT_LOCALE } from '../../../shared/domain/locales';
import { messageArea as summaryMessages } from '../../../shared/i18n/generated/areas/reservation-summary';
import { hasAreas, loadAreas } from '../../../shared/i18n/messages';
import { useMessages } from '../../../shared/i18n/messages-context';
import { pageOrigin } from '../../../shared/ssr/page-fetch';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { factsClass } from '../../../shared/ui/facts-list';
import { LeftToRightText } from '../../../shared/ui/left-to-right-text';
import { Skeleton } from '../../../shared/ui/skeleton';

export type FoundReservationSummaryProps = {
  confirmationNumber: string;
  locale: string;
  /** Back to the form, for another reservation. */
  onAnother(): void;
  /** Tests pass a fake back end; the page uses the shared GraphQL client on its own origin. */
  request?: GraphQlRequest;
};

type Order = NonNullable<FoundReservation['reservationOrder']>;

// Its words come with this chunk, not with the form every guest loads.
const SUMMARY_AREAS = [summaryMessages];

/** Whether the summary's words are loaded in `locale`: the chunk asks for them as it first shows. */
function useSummaryWords(locale: string): 'loading' | 'loaded' | 'failed' {
  const target = supportedLocaleOf(locale) ?? DEFAULT_LOCALE;
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>(() => (hasAreas(target, SUMMARY_AREAS) ? 'loaded' : 'loading'));
  useEffect(() => {
    if (hasAreas(target, SUMMARY_AREAS)) return setState('loaded');
    let isCurrent = true;
    loadAreas(target, SUMMARY_AREAS).then(
      () => isCurrent && setState('loaded'),
      () => isCurrent && setState('failed'),
    );
    return () => {
      isCurrent = false;
    };
  }, [target]);
  return state;
}

/**
 * The reservation a lookup found, shown in the overlay (its `summary` form) for a page of another site:
 * the lookup is kept for that site only, so the chain's own reservation page could not show it there.
 * Read with the lookup's own grant; its heading takes the focus the form's button had.
 */
export default function FoundReservationSummary(props: FoundReservationSummaryProps) {
  const { t } = useMessages();
  const words = useSummaryWords(props.locale);
  if (words === 'failed') return <Alert tone="error">{t('reservationLookup.unreachable')}</Alert>;
  return words === 'loaded' ? <Summary {...props} /> : null;
}

function Summary({ confirmationNumber, locale, onAnother, request }: FoundReservationSummaryProps) {
  const { t } = useMessages();
  const client = useMemo(() => request ?? lazyGraphQlClient({ origin: pageOrigin(), locale, requestedBy: 'portico-reservation-lookup' }), [request, locale]);
  const { data, error, isValidating, mutate } = useSWR(['FoundReservation', confirmationNumber], ([, number]) => client(FoundReservationQuery, { confirmationNumber: number }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const order = data?.reservationOrder;

  return (
    <section aria-labelledby="found-reservation-heading">
      <h2 id="found-reservation-heading" ref={headingRef} tabIndex={-1}>
        {t('reservationSummary.heading')}
      </h2>
      {order ? (
        <OrderFacts order={order} confirmationNumber={confirmationNumber} locale={locale} />
      ) : error || data ? (
        <Alert tone="error">
          <p>{t('reservationSummary.loadFailed')}</p>
          <Button variant="secondary" isBusy={isValidating} onClick={() => void mutate()}>
            {t('reservationSummary.tryAgain')}
          </Button>
        </Alert>
      ) : (
        <Skeleton label={t('reservationSummary.loading')} lines={5} />
      )}
      <Button variant="secondary" onClick={onAnother}>
        {t('reservationSummary.another')}
      </Button>
    </section>
  );
}

function OrderFacts({ order, confirmationNumber, locale }: { order: Order; confirmationNumber: string; locale: string }) {
  const { t } = useMessages();
  const room = order.items.find((item) => item.basicInformation.confirmationNumber === confirmationNumber) ?? order.items[0];
  if (!room) return null;
  const { nights, adults, children } = room.basicInformation;
  const guest = room.guestList.find((entry) => entry.isPrimary) ?? room.guestList[0];
  return (
    <dl className={factsClass}>
      <dt>{t('reservationSummary.confirmationNumber')}</dt>
      <dd>
        <LeftToRightText text={confirmationNumber} />
      </dd>
      <dt>{t('reservationSummary.status')}</dt>
      <dd>{t(room.status === 'CANCELLED' ? 'reservationSummary.status.CANCELLED' : 'reservationSummary.status.CONFIRMED')}</dd>
      <dt>{t('reservationSummary.hotel')}</dt>
      <dd>{order.property.basicInformation.name}</dd>
      <dt>{t('reservationSummary.dates')}</dt>
      <dd>
        {formatStayDates(order.checkInDate, order.checkOutDate, locale)} ({t('reservationSummary.nights', { nights })})
      </dd>
      <dt>{t('reservationSummary.room')}</dt>
      <dd>
        {room.product.name}, {room.basicInformation.ratePlan}
      </dd>
      <dt>{t('reservationSummary.guests')}</dt>
      <dd>{children > 0 ? t('reservationSummary.guests.adultsAndChildren', { adults, children }) : t('reservationSummary.guests.adults', { adults })}</dd>
      {guest ? (
        <>
          <dt>{t('reservationSummary.guest')}</dt>
          <dd>
            <bdi>
              {guest.name.givenName} {guest.name.surname}
            </bdi>
          </dd>
        </>
      ) : null}
    </dl>
  );
}
