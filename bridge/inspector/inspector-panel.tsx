import { css } from '@linaria/core';
import { useDeferredValue, useId, useState, useSyncExternalStore } from 'react';
import type { BridgeDirection, BridgeMessage, MessageRecorder } from './message-recorder';

// The panel belongs to no product screen, so it carries its own few styles rather than the product's theme.
const panelClass = css`
  position: fixed;
  right: 0.5rem;
  bottom: 0.5rem;
  z-index: 2147483000;
  max-width: min(60rem, calc(100vw - 1rem));
  font: 13px/1.4 system-ui, sans-serif;
  color: #1b1b1b;
  background: #fff;
  border: 1px solid #5c5c5c;
  border-radius: 6px;
  box-shadow: 0 4px 16px rgb(0 0 0 / 20%);
  & h2 {
    margin: 0;
    font-size: 14px;
  }
  & button,
  & input,
  & select {
    font: inherit;
    padding: 0.25rem 0.5rem;
  }
`;

const barClass = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  padding: 0.5rem;
`;

const tableBoxClass = css`
  max-height: 40vh;
  overflow: auto;
  border-top: 1px solid #c9c5bf;
  & table {
    border-collapse: collapse;
    width: 100%;
  }
  & caption {
    text-align: start;
    padding: 0.25rem 0.5rem;
  }
  & th,
  & td {
    padding: 0.25rem 0.5rem;
    text-align: start;
    vertical-align: top;
    border-bottom: 1px solid #e4e1dc;
  }
  & td code {
    white-space: pre-wrap;
    word-break: break-word;
  }
`;

const DIRECTION_WORDS: Record<BridgeDirection, string> = { 'overlay-to-host': 'overlay → host', 'host-to-overlay': 'host → overlay' };

type DirectionFilter = BridgeDirection | 'both';

function useMessages(recorder: MessageRecorder): readonly BridgeMessage[] {
  return useSyncExternalStore(recorder.subscribe, recorder.messages);
}

function matches(message: BridgeMessage, text: string, direction: DirectionFilter): boolean {
  if (direction !== 'both' && message.direction !== direction) return false;
  const needle = text.trim().toLowerCase();
  return needle === '' || [message.method, message.frame, message.origin].some((field) => field.toLowerCase().includes(needle));
}

function outcomeText(message: BridgeMessage): string {
  if (message.outcome === 'pending') return 'pending';
  const answer = message.outcome === 'failed' ? `failed: ${message.error ?? ''}` : message.result === undefined ? 'answered' : `answered ${JSON.stringify(message.result)}`;
  return `${answer} (${message.latencyMs} ms)`;
}

/** Saves the recording as a JSON file, as the browser downloads any file. */
function downloadJson(recorder: MessageRecorder) {
  const url = URL.createObjectURL(new Blob([recorder.exportJson()], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `portico-bridge-messages-${new Date().toISOString().replaceAll(':', '-')}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export type InspectorPanelProps = { recorder: MessageRecorder; isInitiallyOpen: boolean };

/**
 * The bridge inspector (`?bridgeDebug=1`): every call across every frame of the page, both ways, with
 * its time, frame, origin, redacted arguments, outcome and latency; filterable, exportable as JSON,
 * usable with the keyboard alone. A landmark of its own, collapsed to one button when not wanted.
 */
export function InspectorPanel({ recorder, isInitiallyOpen }: InspectorPanelProps) {
  const headingId = useId();
  const tableId = useId();
  const [isOpen, setOpen] = useState(isInitiallyOpen);
  const [text, setText] = useState('');
  const [direction, setDirection] = useState<DirectionFilter>('both');
  const messages = useMessages(recorder);
  const deferredText = useDeferredValue(text);
  const shown = messages.filter((message) => matches(message, deferredText, direction));

  return (
    // Escape inside the panel folds it away, as a tester reaching for the page would expect.
    <aside className={panelClass} aria-labelledby={headingId} onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <div className={barClass}>
        <h2 id={headingId}>Bridge inspector</h2>
        <button type="button" aria-expanded={isOpen} aria-controls={tableId} onClick={() => setOpen((open) => !open)}>
          {isOpen ? 'Hide messages' : `Show messages (${messages.length})`}
        </button>
        {isOpen ? (
          <>
            <label>
              Filter by method, frame or origin <input type="search" value={text} onChange={(event) => setText(event.target.value)} />
            </label>
            <label>
              Direction{' '}
              <select value={direction} onChange={(event) => setDirection(event.target.value as DirectionFilter)}>
                <option value="both">both</option>
                <option value="overlay-to-host">{DIRECTION_WORDS['overlay-to-host']}</option>
                <option value="host-to-overlay">{DIRECTION_WORDS['host-to-overlay']}</option>
              </select>
            </label>
            <button type="button" onClick={() => downloadJson(recorder)}>
              Export JSON
            </button>
            <button type="button" onClick={() => recorder.clear()}>
              Clear
            </button>
          </>
        ) : null}
      </div>
      <div id={tableId} className={tableBoxClass} hidden={!isOpen} tabIndex={isOpen ? 0 : undefined} role="region" aria-label="Recorded bridge messages">
        {isOpen ? (
          <table>
            <caption>{`${shown.length} of ${messages.length} messages`}</caption>
            <thead>
              <tr>
                <th scope="col">Time (ms)</th>
                <th scope="col">Direction</th>
                <th scope="col">Frame</th>
                <th scope="col">Origin</th>
                <th scope="col">Method</th>
                <th scope="col">Arguments</th>
                <th scope="col">Result</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((message) => (
                <tr key={message.id}>
                  <td>{message.at}</td>
                  <td>{DIRECTION_WORDS[message.direction]}</td>
                  <td>{message.frame}</td>
                  <td>{message.origin}</td>
                  <td>{message.method}</td>
                  <td>
                    <code>{JSON.stringify(message.args)}</code>
                  </td>
                  <td>{outcomeText(message)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
    </aside>
  );
}
