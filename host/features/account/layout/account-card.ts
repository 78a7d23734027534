import { styled } from '@linaria/react';
import { colors, radii } from '../../../../shared/ui/theme';

/** The account pages' one column: a card as wide as the sign-in form, full width on a phone. */
export const AccountCard = styled.section`
  width: min(520px, 100%);
  margin: 0 auto;
  padding: 1.5rem;
  border-radius: ${radii.card};
  background: ${colors.surface};
  & > h1 {
    margin-top: 0;
  }
`;
