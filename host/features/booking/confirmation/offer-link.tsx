import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { OfferTarget } from './offer-target';

/** A call to action: a page of this site through the router, a partner's page in a new tab that cannot reach back to this one. */
export function OfferLink({ target, children, className }: { target: OfferTarget; children: ReactNode; className?: string }) {
  if (target.kind === 'site') {
    return (
      <Link className={className} to={target.path}>
        {children}
      </Link>
    );
  }
  return (
    <a className={className} href={target.url} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
