import { css } from '@linaria/core';
import { breakpoints, colors, radii } from '../../../shared/ui/theme';

/**
 * The header's own links (search, find reservation): quiet ink text with an icon, a 44 px target, and
 * on a phone words that may wrap onto two short lines rather than push the account button off the page.
 */
export const headerLinkClass = css`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  min-width: 44px;
  min-height: 44px;
  padding: 0 0.25rem;
  border-radius: ${radii.control};
  color: ${colors.ink};
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &[aria-current='page'] {
    text-decoration: underline;
    text-underline-offset: 0.3em;
  }
  & > svg {
    flex: none;
  }
  @media (max-width: ${breakpoints.tablet - 0.02}px) {
    font-size: 0.875rem;
    max-width: 7rem;
  }
`;

/** Words shown beside an icon from the tablet width up; a phone shows the icon and reads the words out. */
export const wideOnlyLabelClass = css`
  @media (max-width: ${breakpoints.tablet - 0.02}px) {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;
