// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../shared/testing/axe-violations';
import { InspectorPanel } from './inspector-panel';
import { createMessageRecorder, recordCalls, recordRemote } from './message-recorder';

function recordedSignIn() {
  const recorder = createMessageRecorder();
  const host = recordCalls(
    { resized: (_height: number) => undefined, signInSucceeded: (_detail: { firstName: string; password?: string }) => undefined },
    recorder,
    { direction: 'overlay-to-host', frame: 'Sign in', origin: 'http://localhost:8081' },
  );
  const overlay = recordRemote({ focus: () => undefined }, recorder, { direction: 'host-to-overlay', frame: 'Sign in', origin: 'http://localhost:8080' });
  return { recorder, host, overlay };
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

afterEach(() => vi.restoreAllMocks());

describe('the bridge inspector', () => {
  it('lists every call, both ways, with its frame, origin, method, redacted arguments and result, as they happen', () => {
    const { recorder, host, overlay } = recordedSignIn();
    render(<InspectorPanel recorder={recorder} isInitiallyOpen />);
    act(() => {
      overlay.focus();
      host.resized(420);
      host.signInSucceeded({ firstName: 'Ava', password: 'Stay#Well2026' });
    });
    expect(screen.getByRole('complementary', { name: 'Bridge inspector' })).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
    const [focus, , signedIn] = rows();
    expect(focus).toHaveTextContent(/host → overlay.*Sign in.*http:\/\/localhost:8080.*focus/);
    expect(signedIn).toHaveTextContent('signInSucceeded');
    expect(signedIn).toHaveTextContent('[{"firstName":"Ava","password":"[redacted]"}]');
    expect(signedIn).toHaveTextContent(/answered \(\d+(\.\d)? ms\)/);
    expect(document.body).not.toHaveTextContent('Stay#Well2026');
  });

  it('filters by method, frame or origin and by direction, saying how many it shows', async () => {
    const user = userEvent.setup();
    const { recorder, host, overlay } = recordedSignIn();
    render(<InspectorPanel recorder={recorder} isInitiallyOpen />);
    act(() => {
      overlay.focus();
      host.resized(420);
      host.resized(440);
    });
    await user.type(screen.getByLabelText('Filter by method, frame or origin'), 'resized');
    expect(await screen.findByText('2 of 3 messages')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Filter by method, frame or origin'));
    await user.selectOptions(screen.getByLabelText('Direction'), 'host-to-overlay');
    expect(await screen.findByText('1 of 3 messages')).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('focus');
  });

  it('exports the recording as a JSON file that holds exactly the recorded messages, and clears it', async () => {
    const user = userEvent.setup();
    const { recorder, host } = recordedSignIn();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:inspector';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(<InspectorPanel recorder={recorder} isInitiallyOpen />);
    act(() => host.signInSucceeded({ firstName: 'Ava' }));
    await user.click(screen.getByRole('button', { name: 'Export JSON' }));
    expect(clicked).toHaveBeenCalledOnce();
    const exported = JSON.parse(await blobs[0]!.text()) as { messages: unknown[] };
    expect(exported.messages).toEqual(recorder.messages());
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('0 of 0 messages')).toBeInTheDocument();
  });

  it('folds to one button that says how many messages it holds, and Escape folds it from inside', async () => {
    const user = userEvent.setup();
    const { recorder, host } = recordedSignIn();
    render(<InspectorPanel recorder={recorder} isInitiallyOpen={false} />);
    act(() => host.resized(420));
    const toggle = screen.getByRole('button', { name: 'Show messages (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide messages' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByLabelText('Filter by method, frame or origin'));
    fireEvent.keyDown(screen.getByLabelText('Filter by method, frame or origin'), { key: 'Escape' });
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('has no axe violations, folded and open with messages', async () => {
    const { recorder, host } = recordedSignIn();
    const { container, rerender } = render(<InspectorPanel recorder={recorder} isInitiallyOpen={false} />);
    expect(await axeViolations(container)).toEqual([]);
    rerender(<InspectorPanel key="open" recorder={recorder} isInitiallyOpen />);
    act(() => host.resized(420));
    expect(await axeViolations(container)).toEqual([]);
  });
});
