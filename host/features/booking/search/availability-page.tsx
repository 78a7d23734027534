import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { readSearchParams, type SearchCriteria } from '../../../../shared/booking/search-criteria';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { PROPERTY_CODE_PATTERN } from '../../../../shared/domain/saved-properties';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { useDefaultSelection } from '../../../booking-entry/use-default-selection';
import { HotelHeader } from '../../../hotel-header/hotel-header';
import { SearchForm } from './search-form';

/**
 * `/reservation/availability.mi` and `/reservation/availabilitySearch.mi`: the availability form. The
 * address carries the search to start from; a hotel named without dates starts from its default
 * selection (spec 7). A valid search goes to the rate list.
 */
export function AvailabilityPage() {
  const [params] = useSearchParams();
  const { criteria } = useMemo(() => readSearchParams(params), [params]);
  const hotelId = PROPERTY_CODE_PATTERN.test(criteria.propertyId) ? criteria.propertyId : null;
  const needsDefault = hotelId !== null && !params.get('checkInDate') && !params.get('checkOutDate');
  const { data: defaultSelection, isLoading } = useDefaultSelection(needsDefault ? hotelId : null);
  const navigate = useNavigate();
  const { t } = useMessages();
  const start: SearchCriteria | null = needsDefault ? (isLoading ? null : (defaultSelection ?? criteria)) : criteria;

  return (
    <>
      <HotelHeader pageKind="booking" propertyId={hotelId} />
      <h1>{t('availability.page.heading')}</h1>
      {start ? (
        <SearchForm
          // A new start (another hotel's default selection) is a new form, not edits to the old one.
          key={JSON.stringify(start)}
          initialCriteria={start}
          layout="full"
          submitLabel={t('availability.form.findRooms')}
          onSearch={(search) => navigate(bookingPaths.rateList.getHref(search))}
        />
      ) : (
        <Skeleton label={t('availability.page.loading')} lines={5} />
      )}
    </>
  );
}
