import { useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { hostPaths } from '../../../shared/domain/paths';
import { useMessages } from '../../../shared/i18n/messages-context';
import { onDemand } from '../../../shared/ssr/on-demand';
import { useChunk } from '../../../shared/ssr/use-chunk';
import { textActionClass } from '../../../shared/ui/text-action';
import { usePageInstead } from '../../components/use-page-instead';

// The dialog, its frame and the bridge load when the link is hovered, focused or clicked, not with every page.
const lookupDialogChunk = onDemand(async () => (await import('./reservation-lookup-dialog')).ReservationLookupDialog);

/** A click the browser should handle itself: another button, or a modifier asking for a new tab or window. */
function isOpenElsewhereClick(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The header's "Find reservation": a real link to the lookup page, so it opens in a new tab or works
 * without script; a plain click opens the lookup in a dialog instead (except on the lookup page, which
 * already shows the form). Hover or focus loads it ahead.
 */
/** `className` styles the link for where it sits (the header's own link look); a plain text action otherwise. */
export function FindReservationLink({ className = textActionClass }: { className?: string }) {
  const [isOpen, setOpen] = useState(false);
  const [isPreloaded, setPreloaded] = useState(false);
  const isOnLookupPage = useLocation().pathname === hostPaths.lookupReservation.path;
  const { t } = useMessages();
  const ReservationLookupDialog = useChunk(isPreloaded || isOpen ? lookupDialogChunk() : null);
  usePageInstead(isOpen && ReservationLookupDialog === 'failed', hostPaths.lookupReservation.getHref());

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || isOpenElsewhereClick(event) || isOnLookupPage) return;
    event.preventDefault();
    setPreloaded(true);
    setOpen(true);
  };

  return (
    <>
      <Link
        className={className}
        to={hostPaths.lookupReservation.getHref()}
        aria-haspopup={isOnLookupPage ? undefined : 'dialog'}
        aria-current={isOnLookupPage ? 'page' : undefined}
        onClick={handleClick}
        onPointerEnter={() => setPreloaded(!isOnLookupPage)}
        onFocus={() => setPreloaded(!isOnLookupPage)}
      >
        {t('hostLookup.link')}
      </Link>
      {ReservationLookupDialog && ReservationLookupDialog !== 'failed' ? (
        <ReservationLookupDialog isOpen={isOpen} isPreloaded={isPreloaded} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
