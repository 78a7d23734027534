import { redactSecrets } from './redact-secrets';

/** Which way a call crossed the frame. */
export type BridgeDirection = 'overlay-to-host' | 'host-to-overlay';

/** One call across the frame, as a tester sees it: never a secret (see redactSecrets). */
export type BridgeMessage = {
  id: number;
  /** Milliseconds since the page started (performance.now), when the call was made. */
  at: number;
  direction: BridgeDirection;
  /** The frame it crossed: its accessible name (e.g. "Sign in"). */
  frame: string;
  /** The origin of the side that made the call. */
  origin: string;
  method: string;
  args: unknown[];
  outcome: 'pending' | 'answered' | 'failed';
  /** From the call to its answer; null while pending. */
  latencyMs: number | null;
  /** What the call answered (methods mostly answer nothing), or why it failed. */
  result?: unknown;
  error?: string;
};

export type CallMeta = { direction: BridgeDirection; frame: string; origin: string };

export type MessageRecorder = {
  /** Records a call as it is made; the answer, or the failure, completes it. */
  start(meta: CallMeta, method: string, args: readonly unknown[]): { answered(result: unknown): void; failed(error: unknown): void };
  messages(): readonly BridgeMessage[];
  /** Called with every call when it is made and again when it completes, and with nothing when cleared; returns the unsubscribe. */
  subscribe(listener: (message?: BridgeMessage) => void): () => void;
  clear(): void;
  /** Every message recorded, as the JSON the inspector exports. */
  exportJson(): string;
};

/** The most recent messages kept; older ones are dropped so a long session cannot grow without end. */
export const RECORDED_MESSAGES_LIMIT = 1000;

export function createMessageRecorder({ now = () => performance.now(), limit = RECORDED_MESSAGES_LIMIT } = {}): MessageRecorder {
  let records: BridgeMessage[] = [];
  let nextId = 1;
  const listeners = new Set<(message?: BridgeMessage) => void>();
  const publish = (message?: BridgeMessage) => listeners.forEach((listener) => listener(message));
  const replace = (updated: BridgeMessage) => {
    records = records.map((record) => (record.id === updated.id ? updated : record));
    publish(updated);
  };

  return {
    start(meta, method, args) {
      const started = now();
      const message: BridgeMessage = { id: nextId++, at: round(started), ...meta, method, args: redactSecrets([...args]), outcome: 'pending', latencyMs: null };
      records = [...records, message].slice(-limit);
      publish(message);
      let isSettled = false;
      const settle = (changes: Partial<BridgeMessage>) => {
        if (isSettled) return;
        isSettled = true;
        replace({ ...message, ...changes, latencyMs: round(now() - started) });
      };
      return {
        answered: (result) => settle(result === undefined ? { outcome: 'answered' } : { outcome: 'answered', result: redactSecrets(result) }),
        failed: (error) => settle({ outcome: 'failed', error: error instanceof Error ? error.message : String(error) }),
      };
    },
    messages: () => records,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    clear() {
      records = [];
      publish();
    },
    exportJson: () => JSON.stringify({ exportedAt: new Date().toISOString(), messages: records }, null, 2),
  };
}

const round = (ms: number) => Math.round(ms * 10) / 10;

type AnyFunction = (...args: unknown[]) => unknown;

/**
 * `methods` with each call recorded: made, then answered or failed (a promise is followed to its end).
 * The wrapped function returns exactly what the original did.
 */
export function recordCalls<Methods extends object>(methods: Methods, recorder: MessageRecorder, meta: CallMeta): Methods {
  return Object.fromEntries(
    Object.entries(methods).map(([name, method]) => [name, typeof method === 'function' ? recorded(method as AnyFunction, name, recorder, meta) : method]),
  ) as Methods;
}

/** A remote proxy (penpal's) whose calls are recorded: its methods are looked up by name, so a Proxy it is. */
export function recordRemote<Remote extends object>(remote: Remote, recorder: MessageRecorder, meta: CallMeta): Remote {
  return new Proxy(remote, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver);
      return typeof name === 'string' && typeof value === 'function' ? recorded(value as AnyFunction, name, recorder, meta) : value;
    },
  });
}

function recorded(method: AnyFunction, name: string, recorder: MessageRecorder, meta: CallMeta): AnyFunction {
  return (...args) => {
    const call = recorder.start(meta, name, args);
    try {
      const result = method(...args);
      if (result instanceof Promise) result.then(call.answered, call.failed);
      else call.answered(result);
      return result;
    } catch (error) {
      call.failed(error);
      throw error;
    }
  };
}
