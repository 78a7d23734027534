import { styled } from '@linaria/react';
import { Link } from 'react-router-dom';
import { colors } from '../../shared/ui/theme';
import { AccountArea } from '../auth/account-area';
import { FindReservationLink } from '../features/reservation-lookup/find-reservation-link';

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.75rem 1.5rem;
  background: ${colors.surface};
  border-bottom: 1px solid ${colors.line};
`;

const Brand = styled(Link)`
  font-size: 1.375rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  color: ${colors.ink};
  text-decoration: none;
`;

const Actions = styled.div`
  min-width: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  column-gap: 1.5rem;
`;

export function SiteHeader() {
  return (
    <Header>
      <Brand to="/">PORTICO</Brand>
      <Actions>
        <FindReservationLink />
        <AccountArea />
      </Actions>
    </Header>
  );
}
