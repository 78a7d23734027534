import { useId } from 'react';
import { hostPaths } from '../../../shared/domain/paths';
import type { LinkBannerContent } from '../../../shared/domain/site-furniture';
import { bannerClass, bannerGridClass } from './link-banner-styles';
import { FurnitureLinkList } from '../../components/furniture-link-list';
import { useSiteFurniture } from '../../components/use-site-furniture';

/** The pages that end with the link banner: the home page, where a visitor looks for where to go next. */
export function showsLinkBanner(pathname: string): boolean {
  return pathname === hostPaths.home.path;
}

/**
 * The link banner (spec 2.8) from the content service, in the page's locale: rendered by the server
 * with the rest of the page, since every page's data already reads the site furniture.
 */
export function LinkBanner() {
  const banner = useSiteFurniture()?.linkBanner?.content;
  return banner ? <LinkBannerView banner={banner} /> : null;
}

export function LinkBannerView({ banner }: { banner: LinkBannerContent }) {
  const headingId = useId();
  const { heading, columns, hidesColumnDividers } = banner;
  return (
    <section className={bannerClass} {...(heading ? { 'aria-labelledby': headingId } : {})}>
      {heading ? <h2 id={headingId}>{heading}</h2> : null}
      <div className={bannerGridClass} data-columns={columns.length} data-has-heading={heading !== undefined} data-dividers={!hidesColumnDividers}>
        {columns.map((column, index) =>
          // A column is a navigation landmark only with a name of its own: unnamed ones would be landmarks no one can tell apart.
          column.heading ? (
            <nav key={column.heading} aria-label={column.heading}>
              <h3>{column.heading}</h3>
              <FurnitureLinkList links={column.links} />
            </nav>
          ) : (
            <div key={index}>
              <FurnitureLinkList links={column.links} />
            </div>
          ),
        )}
      </div>
    </section>
  );
}
