import { createMessageRecorder, type BridgeMessage, type MessageRecorder } from './message-recorder';

/**
 * The page's one recording of bridge calls, off until something asks for it: the inspector
 * (`?bridgeDebug=1`), or a test that sets `window.__porticoBridgeRecording = true` before the page's
 * scripts run. Off, the bridge records nothing and costs nothing.
 */
let recorder: MessageRecorder | null = null;

/**
 * Dispatched on `window` for every call once it is answered or failed, with the BridgeMessage as its
 * `detail`: the hook the Playwright fixture (and any embedding team's own tooling) listens to.
 */
export const BRIDGE_MESSAGE_EVENT = 'portico:bridge-message';

declare global {
  interface Window {
    /** Set by a test before the page loads to record every bridge call (see BRIDGE_MESSAGE_EVENT). */
    __porticoBridgeRecording?: boolean;
  }
}

/** Starts recording (once per page) and answers the recorder. */
export function startBridgeRecording(): MessageRecorder {
  if (recorder) return recorder;
  const started = createMessageRecorder();
  started.subscribe((message?: BridgeMessage) => {
    if (message && message.outcome !== 'pending') window.dispatchEvent(new CustomEvent<BridgeMessage>(BRIDGE_MESSAGE_EVENT, { detail: message }));
  });
  recorder = started;
  return started;
}

/** The recorder when recording is on, else null: the bridge's connections ask before wrapping calls. */
export function bridgeRecorder(): MessageRecorder | null {
  return recorder;
}

/** Whether this page asked for the inspector panel: `bridgeDebug=1` in its address. */
export function wantsBridgeInspector(search: string): boolean {
  return new URLSearchParams(search).get('bridgeDebug') === '1';
}

/** Whether a test asked for the calls to be recorded, without the panel. */
export function wantsBridgeRecording(): boolean {
  return window.__porticoBridgeRecording === true;
}

/** Tests only: forgets the page's recorder. */
export function resetBridgeRecording(): void {
  recorder = null;
}
