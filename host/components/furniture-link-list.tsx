import type { FurnitureLink } from '../../shared/domain/site-furniture';
import { textActionClass } from '../../shared/ui/text-action';
import type { ConsentManager } from './consent/consent-manager';

export type FurnitureLinkListProps = {
  links: readonly FurnitureLink[];
  /** The page's consent manager, once there: the cookie-preferences link then opens its preferences. */
  consentManager?: ConsentManager | null;
};

/** A list of the content service's links, as the footer and the link banner show them; another site's keep no opener. */
export function FurnitureLinkList({ links, consentManager = null }: FurnitureLinkListProps) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          {link.opensConsentPreferences && consentManager ? (
            // An action now, not a page: a button, as a screen reader should announce it.
            <button type="button" className={textActionClass} onClick={() => consentManager.showPreferences()}>
              {link.label}
            </button>
          ) : (
            <a href={link.href} {...(link.href.startsWith('https://') ? { rel: 'noopener' } : {})}>
              {link.label}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
