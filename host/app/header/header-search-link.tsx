import { Link } from 'react-router-dom';
import { hostPaths } from '../../../shared/domain/paths';
import { useMessages } from '../../../shared/i18n/messages-context';
import { headerLinkClass, wideOnlyLabelClass } from './header-link-styles';
import { HOME_SEARCH_ID } from '../../features/home/home-search-anchor';

/** The header's way to a new search: the home page's search form, a magnifier on a phone. */
export function HeaderSearchLink() {
  const { t } = useMessages();
  return (
    <Link className={headerLinkClass} to={`${hostPaths.home.getHref()}#${HOME_SEARCH_ID}`}>
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <circle cx="8.5" cy="8.5" r="5.75" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className={wideOnlyLabelClass}>{t('siteHeader.search')}</span>
    </Link>
  );
}
