import { Skeleton } from '../../shared/ui/skeleton';

/** Stands in for the header while the hotel and its brand load (spec 2.4), at about its size. */
export function HotelHeaderSkeleton({ label = 'Loading hotel' }: { label?: string }) {
  return <Skeleton label={label} lines={2} />;
}
