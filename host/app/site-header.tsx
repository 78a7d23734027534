import { css } from '@linaria/core';
import { Link } from 'react-router-dom';
import { hostPaths } from '../../shared/domain/paths';
import { useMessages } from '../../shared/i18n/messages-context';
import { breakpoints, colors, radii } from '../../shared/ui/theme';
import { AccountArea } from '../auth/account-area';
import { FindReservationLink } from '../features/reservation-lookup/find-reservation-link';
import { HeaderSearchLink } from './header/header-search-link';
import { headerLinkClass } from './header/header-link-styles';
import { PorticoLogo } from './header/portico-logo';

const TABLET = `(min-width: ${breakpoints.tablet}px)`;

// Positioned: the member menu's panel opens as a sheet across the header's full width on a phone. It
// wraps: from the tablet width up a signed-in member's bar takes a row of its own under the rest.
const headerClass = css`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  min-height: 4rem;
  padding: 0.5rem 0.75rem;
  background: ${colors.surface};
  border-bottom: 1px solid ${colors.line};
  @media ${TABLET} {
    gap: 0 1.5rem;
    padding: 0.75rem 1.5rem;
  }
`;

const brandClass = css`
  flex: none;
  display: flex;
  align-items: center;
  height: 44px;
  margin-inline-end: auto;
  padding-block: 0.6875rem;
  border-radius: ${radii.control};
  color: ${colors.ink};
  /* The narrowest phones keep the mark alone; the logo crops its wordmark off in a square box. */
  @media (max-width: 359.98px) {
    & > svg {
      width: 22px;
    }
  }
  @media ${TABLET} {
    height: 52px;
    padding-block: 0.75rem;
  }
`;

// On a phone one row; from the tablet width up its items join the header's own rows.
const actionsClass = css`
  min-width: 0;
  display: flex;
  align-items: center;
  gap: 0.25rem;
  @media ${TABLET} {
    display: contents;
  }
`;

/** Every page's header: the logo home, a way to search, "Find reservation", and the account corner. */
export function SiteHeader() {
  const { t } = useMessages();
  return (
    <header className={headerClass}>
      <Link className={brandClass} to={hostPaths.home.getHref()}>
        <PorticoLogo label={t('siteHeader.home')} />
      </Link>
      <div className={actionsClass}>
        <HeaderSearchLink />
        <FindReservationLink className={headerLinkClass} />
        <AccountArea />
      </div>
    </header>
  );
}
