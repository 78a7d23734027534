import { createRoot } from 'react-dom/client';
import { InspectorPanel } from './inspector-panel';
import type { MessageRecorder } from './message-recorder';

/**
 * Draws the inspector in a root of its own at the end of the page, apart from the app's tree, so it
 * works on any page that records the bridge and never changes the app's own rendering.
 */
export function mountInspector(recorder: MessageRecorder, { isInitiallyOpen }: { isInitiallyOpen: boolean }): () => void {
  const container = document.createElement('div');
  container.dataset.porticoBridgeInspector = '';
  document.body.append(container);
  const root = createRoot(container);
  root.render(<InspectorPanel recorder={recorder} isInitiallyOpen={isInitiallyOpen} />);
  return () => {
    root.unmount();
    container.remove();
  };
}
