import { css } from '@linaria/core';
import { colors, radii } from './theme';

const skeletonClass = css`
  display: grid;
  gap: 0.75rem;
  padding: 1.25rem 1.5rem;
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
    width: 50%;
    height: 1.75rem;
  }
  & > span:nth-child(even) {
    width: 80%;
  }
`;

/**
 * Stands in for content while it loads (spec 02 section 2: panels and modals have loading skeletons),
 * at about the size of what comes: `lines` sets its height. Announced as busy under `label`.
 */
export function Skeleton({ label, lines = 4 }: { label: string; lines?: number }) {
  return (
    <div className={skeletonClass} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} />
      ))}
    </div>
  );
}
