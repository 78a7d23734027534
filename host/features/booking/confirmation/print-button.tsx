import { useId } from 'react';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { Button } from '../../../../shared/ui/button';
import type { PrintReadiness } from './use-print-readiness';

/** Print, disabled with its reason said until the parts the print view needs have loaded (spec 4). */
export function PrintButton({ readiness }: { readiness: PrintReadiness }) {
  const { t } = useMessages();
  const locale = useLocale();
  const reasonId = useId();
  const { isReady, waitingFor } = readiness;
  const waiting = new Intl.ListFormat(locale, { type: 'conjunction' }).format(waitingFor);
  return (
    <>
      <Button variant="secondary" disabled={!isReady} aria-describedby={isReady ? undefined : reasonId} onClick={() => window.print()}>
        {t('confirmation.print.button')}
      </Button>
      {isReady ? null : <span id={reasonId}>{t('confirmation.print.waiting', { count: waitingFor.length, waiting })}</span>}
    </>
  );
}
