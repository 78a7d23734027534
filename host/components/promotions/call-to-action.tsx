import { Link } from 'react-router-dom';
import type { FurnitureLink } from '../../../shared/domain/site-furniture';
import { buttonClass } from '../../../shared/ui/button';

/** A call to action: our own pages through the router, the chain's other sites as plain links. */
export function CallToAction({ link, variant = 'secondary' }: { link: FurnitureLink; variant?: 'primary' | 'secondary' }) {
  if (link.href.startsWith('/')) {
    return (
      <Link className={buttonClass} data-variant={variant} to={link.href}>
        {link.label}
      </Link>
    );
  }
  return (
    <a className={buttonClass} data-variant={variant} href={link.href} rel="noopener">
      {link.label}
    </a>
  );
}
