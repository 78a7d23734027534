// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { RemoteProxy } from 'penpal';
import { BridgeError, BridgeErrorCode } from '../bridge-error';
import type { ConnectedOverlay, ConnectOverlayOptions } from '../connect-overlay';
import type { OverlayApi } from '../protocol';
import type { HostOverlayName } from '../protocol/host-methods';
import { CAPABILITIES, PROTOCOL_1_AGREEMENT, type Agreement } from '../protocol/version';
import { createOverlaySession, type OverlaySessionOptions, type SessionEvent } from './overlay-session';

/** One call of the mocked connectOverlay: what the session gave it, and the handshake's outcome in the test's hands. */
type FakeConnection = {
  options: ConnectOverlayOptions<HostOverlayName>;
  connected: Promise<ConnectedOverlay>;
  succeed(connected: ConnectedOverlay): void;
  fail(error: BridgeError): void;
  destroy: Mock;
};

const fake = vi.hoisted(() => {
  const connections: FakeConnection[] = [];
  const connectOverlay = vi.fn((options: ConnectOverlayOptions<HostOverlayName>) => {
    let succeed!: FakeConnection['succeed'];
    let fail!: FakeConnection['fail'];
    const connected = new Promise<ConnectedOverlay>((resolve, reject) => {
      succeed = resolve;
      fail = reject;
    });
    const connection: FakeConnection = { options, connected, succeed, fail, destroy: vi.fn() };
    connections.push(connection);
    return connection;
  });
  return { connections, connectOverlay };
});

vi.mock('../connect-overlay', () => ({ connectOverlay: fake.connectOverlay, DEFAULT_HANDSHAKE_TIMEOUT_MS: 8000 }));

const OVERLAY_ORIGIN = 'https://overlay.example';
const OVERLAY_URL = `${OVERLAY_ORIGIN}/sign-in`;
const PROTOCOL_2: Agreement = { protocol: 2, capabilities: [CAPABILITIES.heartbeat, CAPABILITIES.interactiveNotice] };
const WITHOUT_HEARTBEAT: Agreement = { protocol: 2, capabilities: [CAPABILITIES.interactiveNotice] };
const HEARTBEAT = { intervalMs: 1000, timeoutMs: 300 };

/** The overlay's side of a connection: spies for its methods; `ping` answers unless told otherwise. */
function overlayProxy({ isAlive = true } = {}) {
  const methods = {
    configure: vi.fn().mockResolvedValue(undefined),
    focus: vi.fn().mockResolvedValue(undefined),
    hello: vi.fn(),
    ping: vi.fn(() => (isAlive ? Promise.resolve() : Promise.reject(new Error('Method call ping() timed out after 300ms')))),
  };
  return { ...methods, proxy: methods as unknown as RemoteProxy<OverlayApi> };
}

type PlumbingForTest = { resized(height: number): void; interactive(): void; navigate(target: string): void };

/** A session on a detached iframe (jsdom never loads it by itself) with a clock the test moves by hand. */
function startSession(options: Partial<OverlaySessionOptions<'sign-in'>> = {}) {
  const clock = { now: 10_000 };
  const events: SessionEvent[] = [];
  const handlers = { navigate: vi.fn(), close: vi.fn() };
  const log = vi.fn();
  const iframe = document.createElement('iframe');
  const srcSets: string[] = [];
  let src = OVERLAY_URL;
  Object.defineProperty(iframe, 'src', {
    configurable: true,
    get: () => src,
    set: (value: string) => {
      srcSets.push(value);
      src = value;
    },
  });
  const session = createOverlaySession({
    iframe,
    overlayOrigin: OVERLAY_ORIGIN,
    overlay: 'sign-in',
    handlers: () => handlers,
    onEvent: (event) => events.push(event),
    heartbeat: false,
    log,
    now: () => clock.now,
    ...options,
  });
  const connection = (index = fake.connections.length - 1) => fake.connections[index]!;
  return {
    session,
    events,
    handlers,
    log,
    iframe,
    srcSets,
    connection,
    /** Moves the clock to `ms` after the session started. */
    at: (ms: number) => {
      clock.now = 10_000 + ms;
    },
    /** The iframe's page finished loading (again). */
    load: () => iframe.dispatchEvent(new Event('load')),
    /** What the overlay reaches through the current connection: the page's handlers and the session's plumbing. */
    host: () => connection().options.methods() as unknown as PlumbingForTest & typeof handlers,
    states: () => events.flatMap((event) => (event.type === 'lifecycle' ? [event.state] : [])),
    kinds: () => events.map((event) => (event.type === 'lifecycle' ? `lifecycle:${event.state}` : event.type)),
    lastLifecycle: () => events.filter((event) => event.type === 'lifecycle').at(-1),
  };
}

/** Lets settled promises run their callbacks (the timers are fake). */
const settle = () => vi.advanceTimersByTimeAsync(0);

/** A session whose overlay loaded, connected under `agreement`, and reported its first height. */
async function readySession(agreement: Agreement = PROTOCOL_2, options: Partial<OverlaySessionOptions<'sign-in'>> = {}) {
  const started = startSession(options);
  const overlay = overlayProxy();
  started.load();
  started.connection().succeed({ overlay: overlay.proxy, agreement });
  await settle();
  started.host().resized(400);
  return { ...started, overlay };
}

describe('createOverlaySession', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    fake.connections.length = 0;
    fake.connectOverlay.mockClear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  describe('lifecycle', () => {
    it('goes loading, handshaking on the first load, connected, then ready on the first height, with its timings', async () => {
      const { events, connection, at, load, host, kinds, session } = startSession();
      expect(events).toEqual([{ type: 'lifecycle', state: 'loading', timings: { handshakeMs: null, firstHeightMs: null, interactiveMs: null }, agreement: null }]);
      expect(fake.connectOverlay).toHaveBeenCalledOnce();
      expect(connection().options).toMatchObject({ overlayOrigin: OVERLAY_ORIGIN, overlay: 'sign-in' });

      at(100);
      load();
      expect(events.at(-1)).toMatchObject({ type: 'lifecycle', state: 'handshaking' });

      at(250);
      const overlay = overlayProxy();
      connection().succeed({ overlay: overlay.proxy, agreement: PROTOCOL_2 });
      await settle();
      expect(events.at(-1)).toEqual({ type: 'connected', overlay: overlay.proxy, agreement: PROTOCOL_2 });
      expect(session.overlay()).toBe(overlay.proxy);
      expect(session.state()).toBe('handshaking');

      at(400);
      host().resized(400);
      expect(kinds()).toEqual(['lifecycle:loading', 'lifecycle:handshaking', 'connected', 'height', 'lifecycle:ready']);
      expect(events.at(-2)).toEqual({ type: 'height', height: 420 });
      expect(events.at(-1)).toEqual({ type: 'lifecycle', state: 'ready', timings: { handshakeMs: 250, firstHeightMs: 400, interactiveMs: null }, agreement: PROTOCOL_2 });

      at(650);
      host().interactive();
      expect(session.timings()).toEqual({ handshakeMs: 250, firstHeightMs: 400, interactiveMs: 650 });
      expect(session.state()).toBe('ready');
      session.destroy();
    });

    it('goes to handshaking when the connection completes before the frame reports its load', async () => {
      const { connection, states } = startSession();
      connection().succeed({ overlay: overlayProxy().proxy, agreement: PROTOCOL_2 });
      await settle();
      expect(states()).toEqual(['loading', 'handshaking']);
    });

    it('follows each later height without moving the lifecycle again', async () => {
      const { host, events, states } = await readySession();
      host().resized(480);
      host().resized(300);
      expect(events.slice(-2)).toEqual([
        { type: 'height', height: 500 },
        { type: 'height', height: 320 },
      ]);
      expect(states()).toEqual(['loading', 'handshaking', 'ready']);
    });

    it('sends no height and stays put for a height of 0 or an absurd one, logging why', async () => {
      const { connection, load, host, events, states, log } = startSession();
      load();
      connection().succeed({ overlay: overlayProxy().proxy, agreement: PROTOCOL_2 });
      await settle();
      host().resized(0);
      host().resized(-20);
      host().resized(250_000);
      expect(events.filter((event) => event.type === 'height')).toEqual([]);
      expect(states()).toEqual(['loading', 'handshaking']);
      expect(log).toHaveBeenCalledWith('ignored a content height of 0 or less', { height: 0 });
      expect(log).toHaveBeenCalledWith('ignored an implausible content height', expect.objectContaining({ height: 250_000 }));
      host().resized(400);
      expect(states()).toEqual(['loading', 'handshaking', 'ready']);
    });

    it('fails with the handshake’s error when the overlay never connects', async () => {
      const { connection, load, lastLifecycle, session } = startSession();
      load();
      connection().fail(new BridgeError(BridgeErrorCode.Timeout, 'The overlay did not answer within 8000 ms.'));
      await settle();
      expect(lastLifecycle()).toMatchObject({ state: 'failed', error: { code: 'OVERLAY_TIMEOUT', message: 'The overlay did not answer within 8000 ms.' } });
      expect(session.state()).toBe('failed');
      expect(fake.connectOverlay).toHaveBeenCalledOnce();
    });
  });

  describe('time to interactive', () => {
    it('takes the interactive notice of an overlay that agreed to send it, and tells ready again with it', async () => {
      const { connection, at, host, session, lastLifecycle, events: received } = startSession();
      const events = () => received;
      connection().succeed({ overlay: overlayProxy().proxy, agreement: PROTOCOL_2 });
      await settle();
      at(300);
      host().resized(400);
      expect(lastLifecycle()).toMatchObject({ state: 'ready', timings: { firstHeightMs: 300, interactiveMs: null } });
      at(700);
      host().interactive();
      // Told again, once, with every timing.
      expect(lastLifecycle()).toMatchObject({ state: 'ready', timings: { firstHeightMs: 300, interactiveMs: 700 } });
      const told = events().length;
      at(900);
      host().interactive();
      expect(session.timings()).toMatchObject({ firstHeightMs: 300, interactiveMs: 700 });
      expect(events()).toHaveLength(told);
    });

    it('times a protocol-1 overlay interactive at its first height', async () => {
      const { connection, at, host, session, lastLifecycle } = startSession();
      connection().succeed({ overlay: overlayProxy().proxy, agreement: PROTOCOL_1_AGREEMENT });
      await settle();
      at(420);
      host().resized(400);
      expect(lastLifecycle()).toMatchObject({ state: 'ready', timings: { firstHeightMs: 420, interactiveMs: 420 } });
      at(900);
      host().resized(480);
      expect(session.timings()).toMatchObject({ firstHeightMs: 420, interactiveMs: 420 });
    });

    it('does not take a height that arrives while the hello is under way for interactive when the overlay then agrees to send the notice', async () => {
      const { connection, at, host, session, states } = startSession();
      at(300);
      // Penpal's handshake is done and the overlay reports its height while the host still waits for its hello.
      host().resized(400);
      expect(states()).toEqual(['loading']);
      at(450);
      connection().succeed({ overlay: overlayProxy().proxy, agreement: PROTOCOL_2 });
      await settle();
      expect(states()).toEqual(['loading', 'ready']);
      expect(session.timings()).toEqual({ handshakeMs: 450, firstHeightMs: 300, interactiveMs: null });
      at(800);
      host().interactive();
      expect(session.timings().interactiveMs).toBe(800);
    });

    it('times a protocol-1 overlay interactive at a first height that arrived while the hello was under way', async () => {
      const { connection, at, host, session, lastLifecycle } = startSession();
      at(300);
      host().resized(400);
      at(450);
      connection().succeed({ overlay: overlayProxy().proxy, agreement: PROTOCOL_1_AGREEMENT });
      await settle();
      expect(session.timings()).toEqual({ handshakeMs: 450, firstHeightMs: 300, interactiveMs: 300 });
      expect(lastLifecycle()).toMatchObject({ state: 'ready', timings: { interactiveMs: 300 } });
    });
  });

  describe('navigation', () => {
    it('refuses a place the allow-list does not name with NAVIGATION_REFUSED, never reaching the page’s handler', async () => {
      const { host, handlers, log } = await readySession();
      for (const target of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
        let error: unknown;
        try {
          host().navigate(target);
        } catch (thrown) {
          error = thrown;
        }
        expect(error).toMatchObject({ name: 'BridgeError', code: BridgeErrorCode.NavigationRefused });
        expect((error as Error).message).toMatch(/^NAVIGATION_REFUSED: /);
        expect(log).toHaveBeenCalledWith('refused a navigation the page does not allow', { target });
      }
      expect(handlers.navigate).not.toHaveBeenCalled();
    });

    it('passes an allowed place to the page’s handler', async () => {
      const { host, handlers } = await readySession();
      host().navigate('/reservation/ABC123');
      expect(handlers.navigate).toHaveBeenCalledExactlyOnceWith('/reservation/ABC123');
    });

    it('judges navigation by the allow-list the page gives', async () => {
      const { host, handlers } = await readySession(PROTOCOL_2, { allowNavigation: ['/reservation/', 'https://members.hotel.example'] });
      host().navigate('https://members.hotel.example/points');
      host().navigate('/reservation/ABC123');
      expect(() => host().navigate('/account')).toThrow(/^NAVIGATION_REFUSED: /);
      expect(handlers.navigate.mock.calls).toEqual([['https://members.hotel.example/points'], ['/reservation/ABC123']]);
    });

    it('offers the page’s own handlers through the same connection', async () => {
      const { host, handlers } = await readySession();
      host().close();
      expect(handlers.close).toHaveBeenCalledOnce();
    });
  });

  describe('an overlay that loads again', () => {
    it('goes degraded, connects anew, and is ready again once connected', async () => {
      const { load, connection, session, events, states } = await readySession();
      const first = connection();
      load();
      expect(events.at(-1)).toMatchObject({ type: 'lifecycle', state: 'degraded', error: { code: 'OVERLAY_DESTROYED' } });
      expect(first.destroy).toHaveBeenCalledOnce();
      expect(fake.connectOverlay).toHaveBeenCalledTimes(2);
      expect(session.overlay()).toBeNull();

      const overlay = overlayProxy();
      connection().succeed({ overlay: overlay.proxy, agreement: PROTOCOL_2 });
      await settle();
      expect(events.at(-2)).toEqual({ type: 'connected', overlay: overlay.proxy, agreement: PROTOCOL_2 });
      expect(events.at(-1)).toMatchObject({ type: 'lifecycle', state: 'ready' });
      expect(states()).toEqual(['loading', 'handshaking', 'ready', 'degraded', 'ready']);
      expect(session.overlay()).toBe(overlay.proxy);
    });

    it('ignores the connection it replaced, even when that one settles afterwards', async () => {
      const { load, connection, events } = startSession();
      load();
      const replaced = connection();
      load();
      const before = events.length;
      replaced.succeed({ overlay: overlayProxy().proxy, agreement: PROTOCOL_2 });
      await settle();
      expect(events.length).toBe(before);
    });

    it('fails with OVERLAY_LOST when the new connection fails', async () => {
      const { load, connection, lastLifecycle } = await readySession();
      load();
      connection().fail(new BridgeError(BridgeErrorCode.Timeout, 'The overlay did not answer within 8000 ms.'));
      await settle();
      expect(lastLifecycle()).toMatchObject({ state: 'failed', error: { code: 'OVERLAY_LOST', message: expect.stringContaining('could not be brought back') } });
    });
  });

  describe('heartbeat', () => {
    it('pings only an overlay that agreed to answer, every interval', async () => {
      const withHeartbeat = await readySession(PROTOCOL_2, { heartbeat: HEARTBEAT });
      await vi.advanceTimersByTimeAsync(3000);
      expect(withHeartbeat.overlay.ping).toHaveBeenCalledTimes(3);
      withHeartbeat.session.destroy();

      const without = await readySession(WITHOUT_HEARTBEAT, { heartbeat: HEARTBEAT });
      await vi.advanceTimersByTimeAsync(3000);
      expect(without.overlay.ping).not.toHaveBeenCalled();
      expect(vi.getTimerCount()).toBe(0);
      without.session.destroy();
    });

    it('goes degraded on a missed ping and ready again when the overlay answers', async () => {
      const { overlay, states, session } = await readySession(PROTOCOL_2, { heartbeat: HEARTBEAT });
      overlay.ping.mockRejectedValueOnce(new Error('Method call ping() timed out after 300ms'));
      await vi.advanceTimersByTimeAsync(1000);
      expect(states().at(-1)).toBe('degraded');
      await vi.advanceTimersByTimeAsync(1000);
      expect(states()).toEqual(['loading', 'handshaking', 'ready', 'degraded', 'ready']);
      expect(fake.connectOverlay).toHaveBeenCalledOnce();
      session.destroy();
    });

    it('reloads the frame and connects anew when the overlay stops answering, and is ready again once connected', async () => {
      const started = startSession({ heartbeat: HEARTBEAT });
      const dead = overlayProxy({ isAlive: false });
      started.load();
      started.connection().succeed({ overlay: dead.proxy, agreement: PROTOCOL_2 });
      await settle();
      started.host().resized(400);
      const first = started.connection();

      await vi.advanceTimersByTimeAsync(1000);
      expect(started.states().at(-1)).toBe('degraded');
      expect(started.srcSets).toEqual([]);
      await vi.advanceTimersByTimeAsync(1000);
      expect(started.srcSets).toEqual([OVERLAY_URL]);
      expect(first.destroy).toHaveBeenCalledOnce();
      expect(fake.connectOverlay).toHaveBeenCalledTimes(2);
      expect(dead.ping).toHaveBeenCalledTimes(2);

      // The reloaded page finishes loading: that is the reload the session asked for, not another one.
      started.load();
      expect(fake.connectOverlay).toHaveBeenCalledTimes(2);

      const alive = overlayProxy();
      started.connection().succeed({ overlay: alive.proxy, agreement: PROTOCOL_2 });
      await settle();
      expect(started.states()).toEqual(['loading', 'handshaking', 'ready', 'degraded', 'ready']);
      await vi.advanceTimersByTimeAsync(1000);
      expect(alive.ping).toHaveBeenCalledOnce();
      expect(dead.ping).toHaveBeenCalledTimes(2);

      // A later load is the overlay's own doing again.
      started.load();
      expect(started.states().at(-1)).toBe('degraded');
      expect(fake.connectOverlay).toHaveBeenCalledTimes(3);
      started.session.destroy();
    });

    it('fails with OVERLAY_LOST when the reloaded overlay does not connect', async () => {
      const started = await readySession(PROTOCOL_2, { heartbeat: HEARTBEAT });
      started.overlay.ping.mockRejectedValue(new Error('Method call ping() timed out after 300ms'));
      await vi.advanceTimersByTimeAsync(2000);
      started.connection().fail(new BridgeError(BridgeErrorCode.Timeout, 'The overlay did not answer within 8000 ms.'));
      await settle();
      expect(started.lastLifecycle()).toMatchObject({ state: 'failed', error: { code: 'OVERLAY_LOST' } });
      expect(vi.getTimerCount()).toBe(0);
    });
  });

  describe('teardown', () => {
    /** Counts every listener added to and removed from any target (the iframe, the window, the document…). */
    function countListeners() {
      const added = vi.spyOn(EventTarget.prototype, 'addEventListener');
      const removed = vi.spyOn(EventTarget.prototype, 'removeEventListener');
      const capture = (options: unknown) => (typeof options === 'object' && options !== null ? Boolean((options as EventListenerOptions).capture) : Boolean(options));
      const calls = (spy: typeof added) => spy.mock.calls.map(([type, listener, options], index) => ({ target: spy.mock.contexts[index], type, listener, capture: capture(options) }));
      return {
        /** What was added to `target` since counting began. */
        addedTo: (target: EventTarget) => calls(added).filter((call) => call.target === target).map((call) => call.type),
        /** Listeners added and not removed since counting began, by target and type. */
        remaining: () =>
          calls(added)
            .filter((call) => !calls(removed).some((removal) => removal.target === call.target && removal.type === call.type && removal.listener === call.listener && removal.capture === call.capture))
            .map((call) => `${String(call.target)} ${call.type}`),
      };
    }

    it('leaves no listener, no timer and no connection behind, and says closed once', async () => {
      const listeners = countListeners();
      const timersBefore = vi.getTimerCount();
      const started = await readySession(PROTOCOL_2, { heartbeat: HEARTBEAT });
      await vi.advanceTimersByTimeAsync(1000);
      expect(started.overlay.ping).toHaveBeenCalledOnce();
      expect(listeners.addedTo(started.iframe)).toEqual(['load']);
      expect(vi.getTimerCount()).toBeGreaterThan(timersBefore);

      started.session.destroy();
      started.session.destroy();

      expect(listeners.remaining()).toEqual([]);
      expect(vi.getTimerCount()).toBe(timersBefore);
      expect(fake.connections.every((connection) => connection.destroy.mock.calls.length === 1)).toBe(true);
      expect(started.states().filter((state) => state === 'closed')).toHaveLength(1);
      expect(started.lastLifecycle()).toMatchObject({ state: 'closed' });
      expect(started.session.state()).toBe('closed');
      expect(started.session.overlay()).toBeNull();
    });

    it('tears down a reconnection under way, destroying every connection it made once', async () => {
      const started = await readySession(PROTOCOL_2, { heartbeat: HEARTBEAT });
      started.load();
      expect(fake.connections).toHaveLength(2);
      started.session.destroy();
      expect(fake.connections.map((connection) => connection.destroy.mock.calls.length)).toEqual([1, 1]);
      expect(vi.getTimerCount()).toBe(0);
    });

    it('says nothing more after destroy, even when the connection settles late or the frame loads', async () => {
      const { session, connection, load, events } = startSession({ heartbeat: HEARTBEAT });
      const pending = connection();
      session.destroy();
      const said = events.length;
      pending.succeed({ overlay: overlayProxy().proxy, agreement: PROTOCOL_2 });
      await settle();
      load();
      load();
      await vi.advanceTimersByTimeAsync(5000);
      expect(events.length).toBe(said);
      expect(session.state()).toBe('closed');
      expect(session.overlay()).toBeNull();
      expect(vi.getTimerCount()).toBe(0);
      expect(fake.connectOverlay).toHaveBeenCalledOnce();
    });

    it('says nothing more after destroy when the connection fails late', async () => {
      const { session, connection, events } = startSession();
      session.destroy();
      const said = events.length;
      connection().fail(new BridgeError(BridgeErrorCode.Timeout, 'late'));
      await settle();
      expect(events.length).toBe(said);
    });
  });
});
