import { describe, expect, it, vi } from 'vitest';
import { createMessageRecorder, recordCalls, recordRemote, type CallMeta } from './message-recorder';
import { REDACTED, redactSecrets } from './redact-secrets';

const toHost: CallMeta = { direction: 'overlay-to-host', frame: 'Sign in', origin: 'http://localhost:8081' };

function clock() {
  let ms = 1000;
  return { now: () => ms, advance: (by: number) => (ms += by) };
}

describe('the bridge message recorder', () => {
  it('records a call as pending, then answered with its latency, telling subscribers both times', async () => {
    const time = clock();
    const recorder = createMessageRecorder({ now: time.now });
    const seen = vi.fn();
    recorder.subscribe(seen);
    let answer!: () => void;
    const methods = recordCalls({ signInSucceeded: (_detail: { firstName: string }) => new Promise<void>((resolve) => (answer = resolve)) }, recorder, toHost);
    const pending = methods.signInSucceeded({ firstName: 'Ava' });
    expect(recorder.messages()).toEqual([
      { id: 1, at: 1000, ...toHost, method: 'signInSucceeded', args: [{ firstName: 'Ava' }], outcome: 'pending', latencyMs: null },
    ]);
    time.advance(12.34);
    answer();
    await pending;
    expect(recorder.messages()[0]).toMatchObject({ outcome: 'answered', latencyMs: 12.3 });
    expect(seen.mock.calls.map(([message]) => message.outcome)).toEqual(['pending', 'answered']);
  });

  it('records a call that throws or rejects as failed with its reason, and rethrows it unchanged', async () => {
    const recorder = createMessageRecorder();
    const error = new Error('the host refused the path');
    const methods = recordCalls(
      {
        navigate: (_path: string) => {
          throw error;
        },
        close: () => Promise.reject(new Error('gone')),
      },
      recorder,
      toHost,
    );
    expect(() => methods.navigate('https://evil.example')).toThrow(error);
    await expect(methods.close()).rejects.toThrow('gone');
    expect(recorder.messages().map(({ method, outcome, error: reason }) => ({ method, outcome, reason }))).toEqual([
      { method: 'navigate', outcome: 'failed', reason: 'the host refused the path' },
      { method: 'close', outcome: 'failed', reason: 'gone' },
    ]);
  });

  it('records the calls made on a remote proxy, looked up by name, in the other direction', async () => {
    const recorder = createMessageRecorder();
    const remote = recordRemote({ focus: async () => undefined, configure: async (_options: { locale: string }) => 'configured' }, recorder, {
      direction: 'host-to-overlay',
      frame: 'Sign in',
      origin: 'http://localhost:8080',
    });
    await remote.configure({ locale: 'en-US' });
    expect(recorder.messages()[0]).toMatchObject({ direction: 'host-to-overlay', method: 'configure', args: [{ locale: 'en-US' }], outcome: 'answered', result: 'configured' });
  });

  it('keeps only the newest messages past its limit, and exports what it holds as JSON', () => {
    const recorder = createMessageRecorder({ limit: 2 });
    const methods = recordCalls({ resized: (_height: number) => undefined }, recorder, toHost);
    [100, 200, 300].forEach((height) => methods.resized(height));
    expect(recorder.messages().map((message) => message.args)).toEqual([[200], [300]]);
    const exported = JSON.parse(recorder.exportJson()) as { messages: unknown[] };
    expect(exported.messages).toEqual(recorder.messages());
  });
});

describe('redactSecrets', () => {
  it('hides the value of every secret-named key, however it is written, at any depth, and keeps the rest', () => {
    const value = { email: 'ava@example.com', password: 'Stay#Well2026', card: { card_number: '4111111111111111', CVV: '123', brand: 'VISA' }, list: [{ paymentToken: 'tok_x', pin: '1234', pinned: true }] };
    expect(redactSecrets(value)).toEqual({
      email: 'ava@example.com',
      password: REDACTED,
      card: { card_number: REDACTED, CVV: REDACTED, brand: 'VISA' },
      list: [{ paymentToken: REDACTED, pin: REDACTED, pinned: true }],
    });
    expect(value.password).toBe('Stay#Well2026');
  });

  it('survives a value that refers to itself', () => {
    const loop: Record<string, unknown> = { name: 'loop' };
    loop.self = loop;
    expect(redactSecrets(loop)).toEqual({ name: 'loop', self: '[circular]' });
  });
});
