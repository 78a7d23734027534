import { css } from '@linaria/core';
import { Link } from 'react-router-dom';
import { isJewelleryBrand } from '../../../../shared/domain/hotel-header';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { Modal } from '../../../../shared/ui/modal/modal';
import { ViewRatesFooter } from '../../../../shared/ui/modal/modal-footers';
import { availabilityHrefFor } from '../../../booking-entry/availability-href';
import type { HotelDetailEventDetail } from '../../../services/page-events';
import { HotelPageLink } from '../../../hotel-header/hotel-facts';
import { CompactHotelHeader } from '../../../hotel-header/compact-hotel-header';
import { HotelHeaderSkeleton } from '../../../hotel-header/hotel-header-skeleton';
import { useHotelHeader } from '../../../hotel-header/use-hotel-header';
import { HotelSections } from './hotel-sections';
import { useHotelDetails } from './use-hotel-details';

const bodyClass = css`
  padding: 0 1.5rem 1.5rem;
  & > nav {
    display: flex;
    flex-wrap: wrap;
    gap: 1rem;
    margin: 1rem 0;
  }
`;

export type HotelDetailDialogProps = { hotel: HotelDetailEventDetail | null; onClose(): void };

/** The event's detail and review pages; the jewellery brand's open in a new tab, leaving the dialog open. */
function HotelPagesNav({ hotel, brandCode, onNavigate }: { hotel: HotelDetailEventDetail; brandCode: string; onNavigate(): void }) {
  const opensInNewTab = isJewelleryBrand(brandCode);
  const { t } = useMessages();
  if (opensInNewTab) {
    return (
      <nav aria-label={t('hotels.detailDialog.pagesLabel')}>
        <HotelPageLink to={hotel.detailUrl} opensInNewTab>
          {t('hotels.detailDialog.locationPage')}
        </HotelPageLink>
      </nav>
    );
  }
  return (
    <nav aria-label={t('hotels.detailDialog.pagesLabel')}>
      <Link to={hotel.detailUrl} onClick={onNavigate}>
        {t('hotels.detailDialog.overview')}
      </Link>
      <Link to={hotel.reviewUrl} onClick={onNavigate}>
        {t('hotels.detailDialog.reviews')}
      </Link>
    </nav>
  );
}

/** The hotel detail dialog / quick view (spec 02, hotel overlay): compact header, then the hotel view's sections. */
export function HotelDetailDialog({ hotel, onClose }: HotelDetailDialogProps) {
  const propertyId = hotel?.id ?? null;
  const header = useHotelHeader(propertyId);
  const details = useHotelDetails(propertyId);
  const hotelData = header.data;
  const detailsData = details.data;
  const { t } = useMessages();
  return (
    <Modal
      title={t('hotels.detailDialog.title')}
      isOpen={hotel !== null}
      onClose={onClose}
      size="wide"
      locksScroll
      footer={hotel && hotelData && detailsData ? <ViewRatesFooter to={availabilityHrefFor(hotel.id)} onNavigate={onClose} /> : null}
    >
      <div className={bodyClass}>
        {header.error || details.error ? (
          <p role="alert">{t('hotels.detailDialog.loadError')}</p>
        ) : hotelData === null || detailsData === null ? (
          <p role="alert">{t('hotels.detailDialog.notFound')}</p>
        ) : hotelData && detailsData && hotel ? (
          <>
            <CompactHotelHeader hotel={hotelData} />
            <HotelPagesNav hotel={hotel} brandCode={hotelData.basicInformation.brand.id} onNavigate={onClose} />
            <HotelSections hotel={hotelData} details={detailsData} headingLevel={3} />
          </>
        ) : (
          <HotelHeaderSkeleton label={t('hotels.details.loading')} />
        )}
      </div>
    </Modal>
  );
}
