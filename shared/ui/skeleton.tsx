import { css } from '@linaria/core';
import { colors, radii, shadows, space } from './theme';

const skeletonClass = css`
  display: grid;
  gap: ${space.sm};
  padding: ${space.lg};
  margin-bottom: ${space.lg};
  border-radius: ${radii.card};
  background: ${colors.surface};
  box-shadow: ${shadows.raised};
  & > span {
    display: block;
    height: 1rem;
    border-radius: ${radii.badge};
    background: ${colors.subtle};
  }
  /* A slow breath says "loading" without anything moving across the page; left still for reduced motion. */
  @media (prefers-reduced-motion: no-preference) {
    & > span {
      animation: portico-skeleton-breathe 1.6s ease-in-out infinite alternate;
    }
  }
  @keyframes portico-skeleton-breathe {
    to {
      opacity: 0.55;
    }
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
