import { styled } from '@linaria/react';
import { useMessages } from '../../shared/i18n/messages-context';
import { colors } from '../../shared/ui/theme';

const Footer = styled.footer`
  padding: 1.5rem 1rem;
  background: ${colors.brand};
  color: ${colors.brandText};
  text-align: center;
  font-size: 0.875rem;
`;

export function SiteFooter() {
  const { t } = useMessages();
  return (
    <Footer>
      <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </Footer>
  );
}
