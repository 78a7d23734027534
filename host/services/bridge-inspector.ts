import { startBridgeRecording, wantsBridgeInspector, wantsBridgeRecording } from '../../bridge/inspector/bridge-recording';

/**
 * Turns on the bridge's recording before any frame connects, for whoever asked: a tester with
 * `?bridgeDebug=1` (the inspector, open), a developer (the inspector, folded), or a test kit (the
 * recording alone). The inspector's code is its own chunk, loaded only then.
 */
export function startBridgeInspection({ search, isDevelopment }: { search: string; isDevelopment: boolean }): void {
  const isAsked = wantsBridgeInspector(search);
  if (!isAsked && !isDevelopment) {
    if (wantsBridgeRecording()) startBridgeRecording();
    return;
  }
  const recorder = startBridgeRecording();
  void import('../../bridge/inspector/mount-inspector').then(({ mountInspector }) => mountInspector(recorder, { isInitiallyOpen: isAsked }));
}
