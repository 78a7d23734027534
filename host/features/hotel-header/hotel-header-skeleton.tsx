import { css } from '@linaria/core';
import { colors, radii } from '../../../shared/ui/theme';

const skeletonClass = css`
  display: grid;
  gap: 0.5rem;
  padding: 1rem 1.5rem;
  margin-bottom: 1.5rem;
  border-radius: ${radii.card};
  background: ${colors.surface};
  & > span {
    display: block;
    height: 1rem;
    border-radius: ${radii.control};
    background: ${colors.canvas};
  }
  & > span:first-child {
    width: 40%;
    height: 1.5rem;
  }
  & > span:last-child {
    width: 70%;
  }
`;

/** Stands in for the header while the hotel and its brand load (spec 2.4), at about its size. */
export function HotelHeaderSkeleton({ label = 'Loading hotel' }: { label?: string }) {
  return (
    <div className={skeletonClass} aria-busy="true" role="status" aria-label={label}>
      <span />
      <span />
    </div>
  );
}
