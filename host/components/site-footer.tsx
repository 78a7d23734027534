import { styled } from '@linaria/react';
import { colors } from '../../shared/ui/theme';

const Footer = styled.footer`
  padding: 1.5rem 1rem;
  background: ${colors.brand};
  color: ${colors.brandText};
  text-align: center;
  font-size: 0.875rem;
`;

export function SiteFooter() {
  return (
    <Footer>
      <p>© {new Date().getFullYear()} Portico Hotels. All rights reserved.</p>
    </Footer>
  );
}
