import { css } from '@linaria/core';
import { colors, radii } from '../../../shared/ui/theme';

/** A promotional card (spec 2.9): heading, a few words and one call to action. */
export const promotionCardClass = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.5rem;
  margin: 1.5rem 0;
  padding: 1.25rem 1.5rem;
  border: 1px solid ${colors.line};
  border-radius: ${radii.card};
  background: ${colors.surface};
  & > h2,
  & > h3 {
    margin: 0;
    font-size: 1.125rem;
  }
  & > p {
    margin: 0;
  }
  &[data-kind='loyalty'],
  &[data-kind='check-in'] {
    border-inline-start: 6px solid ${colors.brand};
  }
`;

export const partnerNameClass = css`
  font-size: 0.8125rem;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${colors.inkMuted};
`;
