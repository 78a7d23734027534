import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredHandle, ENGINE_LOAD_FAILED } from './deferred-handle';
import type { PorticoEngine } from './engine';
import type { EmbedEvent, OpenOptions, OverlayHandle, OverlayOutcome } from './public-types';

/** An engine whose overlays the test finishes by hand, and what `open` was asked. */
function engineStandIn() {
  const opened: { options: OpenOptions; finish(outcome: OverlayOutcome): void; close: ReturnType<typeof vi.fn>; configure: ReturnType<typeof vi.fn> }[] = [];
  const engine: PorticoEngine = {
    open(name, options) {
      let finish: (outcome: OverlayOutcome) => void = () => {};
      const outcome = new Promise<OverlayOutcome>((resolve) => (finish = resolve));
      const close = vi.fn(() => finish({ status: 'closed' }));
      const configure = vi.fn(async () => undefined);
      opened.push({ options, finish, close, configure });
      return { name, state: 'ready', close, configure, outcome, on: () => () => undefined } satisfies OverlayHandle;
    },
    preload: vi.fn(),
  };
  return { engine, opened };
}

/** The engine's promise, settled by the test. */
function arriving() {
  let arrive: (engine: PorticoEngine) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const engine = new Promise<PorticoEngine>((resolve, reject) => {
    arrive = resolve;
    fail = reject;
  });
  return { engine, arrive, fail };
}

afterEach(() => vi.restoreAllMocks());

describe('the handle Portico.open answers before its engine is here', () => {
  it('is loading, then hands the page’s events and the outcome over from the engine’s own overlay', async () => {
    const { engine, arrive } = arriving();
    const onEvent = vi.fn();
    const handle = deferredHandle('sign-in', { onEvent, locale: 'fr-FR' }, engine);
    const messages: EmbedEvent[] = [];
    handle.on('message', (event) => messages.push(event));
    expect(handle.state).toBe('loading');

    const standIn = engineStandIn();
    arrive(standIn.engine);
    await vi.waitFor(() => expect(standIn.opened).toHaveLength(1));
    expect(standIn.opened[0]!.options.locale).toBe('fr-FR');
    expect(handle.state).toBe('ready');
    const message: EmbedEvent = { type: 'message', method: 'signInSucceeded', detail: { firstName: 'Ava' } };
    standIn.opened[0]!.options.onEvent!(message);
    standIn.opened[0]!.options.onEvent!({ type: 'error', code: 'X', message: 'x' });
    expect(onEvent).toHaveBeenCalledTimes(2);
    expect(messages).toEqual([message]);

    standIn.opened[0]!.finish({ status: 'completed', method: 'signInSucceeded', detail: null });
    await expect(handle.outcome).resolves.toEqual({ status: 'completed', method: 'signInSucceeded', detail: null });
  });

  it('closed before the engine came: the outcome is closed at once and no overlay is opened', async () => {
    const { engine, arrive } = arriving();
    const handle = deferredHandle('reservation-lookup', {}, engine);
    handle.close();
    await expect(handle.outcome).resolves.toEqual({ status: 'closed' });
    expect(handle.state).toBe('closed');
    const standIn = engineStandIn();
    arrive(standIn.engine);
    await Promise.resolve();
    await Promise.resolve();
    expect(standIn.opened).toHaveLength(0);
  });

  it('opens with what the page configured while the engine was on its way, and configures the open overlay afterwards', async () => {
    const { engine, arrive } = arriving();
    const handle = deferredHandle('sign-in', { locale: 'en-US', variant: 'page' }, engine);
    const configured = handle.configure({ locale: 'de-DE' });
    const standIn = engineStandIn();
    arrive(standIn.engine);
    await configured;
    expect(standIn.opened[0]!.options).toMatchObject({ locale: 'de-DE', variant: 'page' });
    await handle.configure({ variant: 'memberRate' });
    expect(standIn.opened[0]!.configure).toHaveBeenCalledWith({ variant: 'memberRate' });
  });

  it('an engine that cannot come fails the overlay: an error event, the console, and a failed outcome', async () => {
    const { engine, fail } = arriving();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const events: EmbedEvent[] = [];
    const handle = deferredHandle('payment', { onEvent: (event) => events.push(event) }, engine);
    fail(new Error('The Portico embed engine could not be fetched from https://overlays.example/embed/x.js: Failed to fetch'));
    const outcome = await handle.outcome;
    expect(outcome).toMatchObject({ status: 'failed', code: ENGINE_LOAD_FAILED });
    expect(events).toEqual([{ type: 'error', code: ENGINE_LOAD_FAILED, message: expect.stringContaining('could not be fetched') }]);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining(`${ENGINE_LOAD_FAILED}: The Portico embed engine`));
    expect(handle.state).toBe('failed');
  });
});
