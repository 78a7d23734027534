import { useId } from 'react';
import { Button } from '../../../../shared/ui/button';
import { config } from '../../../services/config';
import type { PrintReadiness } from './use-print-readiness';

/** Print, disabled with its reason said until the parts the print view needs have loaded (spec 4). */
export function PrintButton({ readiness }: { readiness: PrintReadiness }) {
  const reasonId = useId();
  const { isReady, waitingFor } = readiness;
  const waiting = new Intl.ListFormat(config.locale, { type: 'conjunction' }).format(waitingFor);
  return (
    <>
      <Button variant="secondary" disabled={!isReady} aria-describedby={isReady ? undefined : reasonId} onClick={() => window.print()}>
        Print
      </Button>
      {isReady ? null : <span id={reasonId}>{`Print is ready once ${waiting} ${waitingFor.length === 1 ? 'has' : 'have'} loaded.`}</span>}
    </>
  );
}
