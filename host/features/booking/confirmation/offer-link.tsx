import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useMessages } from '../../../../shared/i18n/messages-context';
import type { OfferTarget } from './offer-target';

/** A call to action: a page of this site through the router, a partner's page in a new tab that cannot reach back to this one. */
export function OfferLink({ target, children, className }: { target: OfferTarget; children: ReactNode; className?: string }) {
  const { t } = useMessages();
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
      <span className="visually-hidden">{` ${t('confirmation.offers.newTab')}`}</span>
    </a>
  );
}
