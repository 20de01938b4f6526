import cluster, { type Worker } from 'node:cluster';

/**
 * WEB_CONCURRENCY > 1 (PostgreSQL only): this process forks that many server processes, which
 * share its port (node:cluster hands each new connection to one of them). Each runs main.ts's
 * serve(): the first to take the start-up lock migrates and loads content, the others wait and
 * find it done. A process that ends after it started is replaced; one that fails to start stops
 * them all (a bad setting or an unreachable database would fail every replacement too). SIGTERM
 * or SIGINT is passed on to each; this process exits once they all have, with 0 when each did.
 */
export function runPrimary(count: number, log: (line: string) => void = console.log): void {
  const live = new Set<Worker>();
  const started = new Set<Worker>();
  let stopping = false;
  let exitCode = 0;

  const fork = () => {
    const worker = cluster.fork();
    live.add(worker);
    worker.on('message', (message: unknown) => {
      if ((message as { ready?: boolean } | null)?.ready) {
        started.add(worker);
        if (started.size === count) log(`Sentence Lab: ${count} server processes ready on one port (WEB_CONCURRENCY=${count})`);
      }
    });
    worker.on('exit', (code, signal) => {
      live.delete(worker);
      const how = signal ?? `exit code ${code}`;
      if (stopping) {
        if (code !== 0) exitCode = 1;
        if (live.size === 0) process.exit(exitCode);
      } else if (!started.has(worker)) {
        log(`A server process ended while starting (${how}); stopping the others.`);
        stopAll('SIGTERM', 1);
      } else {
        started.delete(worker);
        log(`Server process ${worker.process.pid} ended (${how}); starting another.`);
        fork();
      }
    });
  };

  const stopAll = (signal: NodeJS.Signals, code = 0) => {
    if (!stopping) log(`${signal}: stopping ${live.size} server process(es)`);
    stopping = true;
    exitCode = Math.max(exitCode, code);
    if (live.size === 0) process.exit(exitCode);
    for (const worker of live) worker.process.kill(signal);
  };
  process.on('SIGTERM', () => stopAll('SIGTERM'));
  process.on('SIGINT', () => stopAll('SIGINT'));

  log(`Sentence Lab: starting ${count} server processes (WEB_CONCURRENCY)`);
  for (let i = 0; i < count; i++) fork();
}
