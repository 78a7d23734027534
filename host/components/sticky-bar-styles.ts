import { css } from '@linaria/core';
import { breakpoints, colors } from '../../shared/ui/theme';

/** Spec 9: the sticky bars' layer (the hotel pages' property bar, the booking page's bar). */
export const STICKY_BAR_LAYER = 49;

/**
 * A bar kept at the top of the window while the page scrolls, from tablets up: on a phone it would
 * cover a third of the screen for as long as one reads. Each bar adds the rules of its own children.
 */
export const stickyBarClass = css`
  @media (min-width: ${breakpoints.tablet}px) {
    position: sticky;
    top: 0;
    z-index: ${STICKY_BAR_LAYER};
  }
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: 1.25rem;
  row-gap: 0.25rem;
  margin-bottom: 1.5rem;
  padding: 0.5rem 1.5rem;
  background: ${colors.surface};
  border-bottom: 1px solid ${colors.line};
  box-shadow: 0 2px 8px rgb(0 0 0 / 8%);
`;
