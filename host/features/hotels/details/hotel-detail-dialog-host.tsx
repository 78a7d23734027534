import { useEffect, useState } from 'react';
import { onDemand } from '../../../../shared/ssr/on-demand';
import { useLoadedChunk } from '../../../../shared/ssr/use-chunk';
import { withFeatureWords } from '../../../services/host-messages';
import { pageEventNames, type HotelDetailEventDetail } from '../../../services/page-events';

// The dialog, its gallery and viewer load only when a page first asks for them, with the hotel pages'
// words, which the home page does not load.
const hotelDetailDialogChunk = onDemand(async () => (await withFeatureWords(import('./hotel-detail-dialog'))).HotelDetailDialog);

function isHotelDetail(detail: unknown): detail is HotelDetailEventDetail {
  if (typeof detail !== 'object' || detail === null) return false;
  const { id, reviewUrl, detailUrl } = detail as Record<string, unknown>;
  return typeof id === 'string' && typeof reviewUrl === 'string' && typeof detailUrl === 'string';
}

/**
 * Opens the hotel detail dialog on the page's hotel-detail event (spec 2.4, 7), whoever raises it:
 * the header's hotel-details link, the property bar, or any script of an embedding page.
 */
export function HotelDetailDialogHost() {
  const [hotel, setHotel] = useState<HotelDetailEventDetail | null>(null);
  useEffect(() => {
    const onShow = (event: Event) => {
      if (event instanceof CustomEvent && isHotelDetail(event.detail)) setHotel(event.detail);
    };
    window.addEventListener(pageEventNames.hotelDetail, onShow);
    return () => window.removeEventListener(pageEventNames.hotelDetail, onShow);
  }, []);
  const HotelDetailDialog = useLoadedChunk(hotel ? hotelDetailDialogChunk() : null);
  if (!hotel || !HotelDetailDialog) return null;
  return <HotelDetailDialog hotel={hotel} onClose={() => setHotel(null)} />;
}
