import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a route starts once its answer is decided, which the answer must neither wait for nor give away
 * (whether an e-mail went out, and to whom). It starts after the current I/O turn, so the answer leaves
 * first; a failure is logged, never thrown at the client; closing the server waits for what still runs,
 * so no message is cut off half sent.
 */
export type AfterReply = {
  run(name: string, log: FastifyBaseLogger, work: () => Promise<void>): void;
  /** Resolves once everything started so far has ended. */
  drain(): Promise<void>;
};

export function afterReplyTasks(): AfterReply {
  const running = new Set<Promise<void>>();
  return {
    run(name, log, work) {
      const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => log.error({ event: `${name}_failed`, err: error }, `${name} failed`))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async drain() {
      while (running.size) await Promise.allSettled([...running]);
    },
  };
}
