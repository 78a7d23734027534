import { useSyncExternalStore } from 'react';
import { useMessages } from '../../../shared/i18n/messages-context';
import { Alert } from '../../../shared/ui/alert';
import { config } from '../config';
import { handSignInOver } from './hand-sign-in-over';
import { handoffTarget } from './handoff-window';

type Failure = 'signIn.handoff.window.failed' | 'signIn.handoff.window.needsCode';

// The window's one failure, if any: set by handOver (called by the form's success) and shown by the part.
let failure: Failure | null = null;
const listeners = new Set<() => void>();
const fail = (next: Failure) => {
  failure = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The partner page this window signs in for, when it is Portico's own sign-in window for one. */
export const partnerPageOf = (location: Pick<Location, 'pathname' | 'search'>) => handoffTarget(location.pathname, new URLSearchParams(location.search), config.partnerOrigins);

/** After the form signed the guest in here: hands the sign-in to the page that opened this window, or says why not. */
export async function handOver(location: Pick<Location, 'pathname' | 'search'>, needsCode: boolean): Promise<void> {
  const page = partnerPageOf(location);
  if (page === null) return fail('signIn.handoff.window.failed');
  if (needsCode) return fail('signIn.handoff.window.needsCode');
  try {
    await handSignInOver(page);
  } catch {
    fail('signIn.handoff.window.failed');
  }
}

/** Above the form in Portico's own window: which page the guest signs in for, and what went wrong, if anything. */
export default function HandoffWindowPart({ location }: { location: Pick<Location, 'pathname' | 'search'> }) {
  const { t } = useMessages();
  const shown = useSyncExternalStore(subscribe, () => failure, () => null);
  const page = partnerPageOf(location);
  if (page === null) return null;
  const host = new URL(page).host;
  return (
    <>
      <p>{t('signIn.handoff.window.notice', { page: host })}</p>
      {shown ? <Alert tone="error">{t(shown, { page: host })}</Alert> : null}
    </>
  );
}
