import type { FurnitureLink } from '../../shared/domain/site-furniture';

/** A list of the content service's links, as the footer and the link banner show them; another site's keep no opener. */
export function FurnitureLinkList({ links }: { links: readonly FurnitureLink[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} {...(link.href.startsWith('https://') ? { rel: 'noopener' } : {})}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
