import { useMessages } from '../../shared/i18n/messages-context';
import { Skeleton } from '../../shared/ui/skeleton';

/** Stands in for the header while the hotel and its brand load (spec 2.4), at about its size. */
export function HotelHeaderSkeleton({ label }: { label?: string }) {
  const { t } = useMessages();
  return <Skeleton label={label ?? t('hotelHeader.skeleton.label')} lines={2} />;
}
