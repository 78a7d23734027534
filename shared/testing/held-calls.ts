/**
 * For a fake API: calls of an operation held until the test lets them go, so a test can look at a page
 * while its request is in flight (a busy button, a double click, a read that revalidates meanwhile).
 */
export function heldCalls() {
  const holds = new Map<string, { promise: Promise<void>; release(): void }>();
  return {
    /** Resolves at once, or when `release(name)` is called for a held operation. */
    passage: (name: string) => holds.get(name)?.promise,
    /** Holds every call of this operation until `release(name)`. */
    hold(name: string) {
      let release = () => undefined as void;
      const promise = new Promise<void>((resolve) => {
        release = resolve;
      });
      holds.set(name, { promise, release });
    },
    release(name: string) {
      holds.get(name)?.release();
      holds.delete(name);
    },
  };
}
