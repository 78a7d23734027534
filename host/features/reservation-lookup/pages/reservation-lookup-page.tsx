import { styled } from '@linaria/react';
import { useSearchParams } from 'react-router-dom';
import { normalizeLocale } from '../../../../shared/domain/locales';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { colors, radii } from '../../../../shared/ui/theme';
import { HotelHeader } from '../../../hotel-header/hotel-header';
import { useHeaderPropertyId } from '../../../hotel-header/use-hotel-header';
import { ReservationLookupFrame } from '../reservation-lookup-frame';
import { FramedPageArea } from '../../../components/framed-page-area';

const LookupCard = styled.div`
  width: min(520px, 100%);
  margin: 0 auto;
  padding: 0.5rem 0;
  border-radius: ${radii.card};
  background: ${colors.surface};
`;

const Title = styled.h1`
  width: min(520px, 100%);
  margin: 0 auto 1rem;
`;

/**
 * `/reservation/lookupReservation.mi?fromOverlay=true`: the find-reservation overlay as a page, under
 * the header of the hotel the visitor was looking at (or `?propertyCode=`), when there is one. A match
 * takes the visitor to the reservation.
 */
export function ReservationLookupPage() {
  const [query] = useSearchParams();
  const propertyId = useHeaderPropertyId();
  const { t } = useMessages();
  const pageLocale = useLocale();
  return (
    <>
      <HotelHeader pageKind="reservationLookup" propertyId={propertyId} />
      <Title>{t('hostLookup.title')}</Title>
      <FramedPageArea>
        <LookupCard>
          <ReservationLookupFrame variant="page" locale={normalizeLocale(query.get('locale')) ?? pageLocale} />
        </LookupCard>
      </FramedPageArea>
    </>
  );
}
