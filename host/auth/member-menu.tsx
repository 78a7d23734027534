import { css } from '@linaria/core';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { hostPaths } from '../../shared/domain/paths';
import { useMessages } from '../../shared/i18n/messages-context';
import { Button } from '../../shared/ui/button';
import { breakpoints, colors, radii } from '../../shared/ui/theme';
import { MemberStanding } from './member-standing';
import { useDismiss } from './use-dismiss';

const PHONE = `(max-width: ${breakpoints.tablet - 0.02}px)`;
const WIDER = `(min-width: ${breakpoints.tablet}px)`;

const menuButtonClass = css`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  min-width: 44px;
  min-height: 44px;
  padding: 0 0.25rem;
  border: none;
  border-radius: ${radii.control};
  background: none;
  font: inherit;
  color: ${colors.ink};
  cursor: pointer;
  & > [data-avatar] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2.25rem;
    height: 2.25rem;
    border-radius: 50%;
    background: ${colors.brand};
    color: ${colors.brandText};
    font-weight: 700;
  }
  & > svg {
    transition: transform 0.15s;
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
  @media ${WIDER} {
    display: none;
  }
`;

/**
 * From the tablet width up the member's things are a bar of their own across the foot of the header
 * (which wraps it onto its own row): it fits the longest names and words in every language, where one
 * row with the logo and the header's links would not.
 */
const containerClass = css`
  @media ${WIDER} {
    flex-basis: calc(100% + 3rem);
    margin: 0.75rem -1.5rem -0.75rem;
    padding: 0.25rem 1.5rem;
    border-top: 1px solid ${colors.line};
    background: ${colors.canvas};
  }
`;

/**
 * One panel for both layouts, so the server renders the same markup for every width: on a phone a sheet
 * under the header, shown while the menu is open; from the tablet width up the same items in a row,
 * the member's standing at the start and their links at the end.
 */
const panelClass = css`
  @media ${PHONE} {
    position: absolute;
    inset-inline: 0;
    top: 100%;
    z-index: 60;
    display: grid;
    gap: 0.75rem;
    padding: 1rem 1rem 1.25rem;
    border-bottom: 1px solid ${colors.line};
    background: ${colors.surface};
    box-shadow: 0 12px 24px rgb(0 0 0 / 12%);
    &:not([data-open]) {
      display: none;
    }
  }
  @media ${WIDER} {
    display: flex;
    align-items: center;
    gap: 1rem;
    & > ul {
      margin-inline-start: auto;
    }
    & > button {
      flex: none;
      padding-inline: 0.875rem;
    }
  }
`;

const linksClass = css`
  margin: 0;
  padding: 0;
  list-style: none;
  & a {
    display: flex;
    align-items: center;
    min-height: 44px;
    color: ${colors.ink};
    font-weight: 600;
    text-decoration: none;
  }
  & a:hover {
    text-decoration: underline;
  }
  @media ${PHONE} {
    border-block: 1px solid ${colors.line};
    & li + li {
      border-top: 1px solid ${colors.line};
    }
  }
  @media ${WIDER} {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    column-gap: 1rem;
  }
`;

export type MemberMenuProps = {
  name: string | null;
  /** The member's tier as the auth service names it ("Gold"). */
  tier: string | null;
  pointsBalance: number | null;
  isSigningOut: boolean;
  signOutError: string | null;
  onSignOut(): void;
};

/**
 * A signed-in member's corner of the header: who they are (name, tier, points), their account, trips
 * and saved hotels, and signing out. Under the tablet width it all sits behind one menu button (the
 * disclosure pattern: the button says whether its panel is open); from the tablet width up it is shown in
 * a bar under the header's main row and the button is gone.
 */
export function MemberMenu({ name, tier, pointsBalance, isSigningOut, signOutError, onSignOut }: MemberMenuProps) {
  const { t } = useMessages();
  const panelId = useId();
  const [isOpen, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss({ isOpen, containerRef, buttonRef, onClose: close });
  // Following one of its links is done with the menu.
  const { pathname } = useLocation();
  useEffect(close, [pathname, close]);

  return (
    <div ref={containerRef} className={containerClass}>
      <button ref={buttonRef} type="button" className={menuButtonClass} aria-expanded={isOpen} aria-controls={panelId} onClick={() => setOpen(!isOpen)}>
        <span data-avatar aria-hidden="true">
          {name ? name.charAt(0) : null}
        </span>
        <span className="visually-hidden">{name ? t('accountArea.menuFor', { name }) : t('accountArea.menu')}</span>
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2 4.5 6 8.5l4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <div id={panelId} className={panelClass} data-open={isOpen ? '' : undefined}>
        <MemberStanding name={name} tier={tier} pointsBalance={pointsBalance} />
        <ul className={linksClass}>
          <li>
            <Link to={hostPaths.profile.getHref()}>{t('accountArea.myAccount')}</Link>
          </li>
          <li>
            <Link to={hostPaths.myTrips.getHref()}>{t('accountArea.myTrips')}</Link>
          </li>
          <li>
            <Link to={hostPaths.savedProperties.getHref()}>{t('accountArea.savedHotels')}</Link>
          </li>
        </ul>
        <Button variant="secondary" isBusy={isSigningOut} onClick={onSignOut}>
          {t('accountArea.signOut')}
        </Button>
        {signOutError ? <span role="alert">{signOutError}</span> : null}
      </div>
    </div>
  );
}
