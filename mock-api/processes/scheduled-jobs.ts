import type { FastifyBaseLogger } from 'fastify';

/** A job the API runs on a schedule; `run` answers how many things it changed, for the log. */
export type ScheduledJob = { name: string; everyMs: number; run(now: Date): Promise<number> };

/**
 * Runs each job at start and then every `everyMs`, never two runs of one job at once (a slow run
 * delays the next rather than piling up). A failed run is logged and tried again next time: a
 * database that is briefly away does not stop the schedule. Every API process runs the jobs; each
 * job is written to be safe so (the Suite Night Award job decides each room under its order's lock).
 */
export function startScheduledJobs(jobs: readonly ScheduledJob[], log: FastifyBaseLogger, clock: () => Date = () => new Date()): { stop(): Promise<void> } {
  const running = new Set<Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  let isStopped = false;

  const runOnce = (job: ScheduledJob) => {
    if (isStopped) return;
    const run = job
      .run(clock())
      .then((changed) => {
        if (changed > 0) log.info({ event: 'scheduled_job', job: job.name, changed }, `${job.name}: ${changed} changed`);
      })
      .catch((error: unknown) => log.warn({ event: 'scheduled_job_failed', job: job.name, err: error }, `${job.name} failed; it runs again at its next time`))
      .finally(() => {
        running.delete(run);
        if (!isStopped) timers.push(setTimeout(() => runOnce(job), job.everyMs).unref());
      });
    running.add(run);
  };

  for (const job of jobs) runOnce(job);
  return {
    async stop() {
      isStopped = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.all(running);
    },
  };
}
