import { styled } from '@linaria/react';

/**
 * The area of a page whose main content is one framed overlay. It takes the viewport's height, so the
 * footer starts below the fold: the frame grows when its overlay reports its height (and again when a
 * part under the form arrives), and nothing in view moves, where a tall footer in view would jump.
 */
export const FramedPageArea = styled.div`
  min-height: 100vh;
  min-height: 100svh;
`;
