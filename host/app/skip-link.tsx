import { css } from '@linaria/core';
import type { MouseEvent } from 'react';
import { useMessages } from '../../shared/i18n/messages-context';
import { colors, radii } from '../../shared/ui/theme';

const skipLinkClass = css`
  position: absolute;
  inset-inline-start: 1rem;
  top: 0.5rem;
  z-index: 1000;
  padding: 0.75rem 1rem;
  border-radius: ${radii.control};
  background: ${colors.brand};
  color: ${colors.brandText};
  font-weight: 600;
  /* Off screen until focused, yet still the first stop of the Tab key. */
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

/**
 * "Skip to main content" (WCAG 2.4.1), the page's first focus stop. It moves the focus itself rather
 * than following its `#` address, which the router would take for a new page.
 */
export function SkipLink({ mainId }: { mainId: string }) {
  const { t } = useMessages();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(mainId);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <a className={skipLinkClass} href={`#${mainId}`} onClick={skip}>
      {t('skipLink.label')}
    </a>
  );
}
