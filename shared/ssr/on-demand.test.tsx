// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand';
import { useChunk, useLoadedChunk } from './use-chunk';

/** A load the test settles by hand. */
function controlledLoad() {
  const settle: { resolve(value: string): void; reject(reason: Error): void } = { resolve: () => {}, reject: () => {} };
  const load = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        settle.resolve = resolve;
        settle.reject = reject;
      }),
  );
  return { load, settle };
}

function Shown({ chunk }: { chunk: ReturnType<ReturnType<typeof onDemand<string>>> | null }) {
  const value = useChunk(chunk);
  return <output>{value === null ? 'waiting' : value}</output>;
}

describe('onDemand', () => {
  it('loads the first time it is asked for, and only then', async () => {
    const { load, settle } = controlledLoad();
    const chunk = onDemand(load);
    expect(load).not.toHaveBeenCalled();
    const first = chunk();
    expect(chunk()).toBe(first);
    settle.resolve('dialog');
    await expect(first).resolves.toBe('dialog');
    expect(chunk()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a load that failed, so rendering again does not fetch again', async () => {
    const { load, settle } = controlledLoad();
    const chunk = onDemand(load);
    const failed = chunk();
    settle.reject(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    expect(chunk()).toBe(failed);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('useChunk', () => {
  it('shows a chunk already here in its first render, without suspending or waiting a turn', async () => {
    const chunk = onDemand(async () => 'dialog');
    await chunk();
    const renders: string[] = [];
    function Recorded() {
      const value = useChunk(chunk());
      renders.push(String(value));
      return null;
    }
    render(<Recorded />);
    expect(renders[0]).toBe('dialog');
  });

  it('shows nothing until asked, null while loading, then the chunk', async () => {
    const { load, settle } = controlledLoad();
    const chunk = onDemand(load);
    const { rerender } = render(<Shown chunk={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('waiting');
    expect(load).not.toHaveBeenCalled();
    rerender(<Shown chunk={chunk()} />);
    expect(screen.getByRole('status')).toHaveTextContent('waiting');
    await act(async () => settle.resolve('dialog'));
    expect(screen.getByRole('status')).toHaveTextContent('dialog');
  });

  it('says failed for a chunk that could not load; useLoadedChunk throws it to the error boundary', async () => {
    const { load, settle } = controlledLoad();
    const chunk = onDemand(load);
    const failing = chunk();
    render(<Shown chunk={failing} />);
    await act(async () => settle.reject(new Error('offline')));
    expect(screen.getByRole('status')).toHaveTextContent('failed');

    function Thrown() {
      useLoadedChunk(failing);
      return null;
    }
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Thrown />)).toThrow('offline');
    quiet.mockRestore();
  });
});
