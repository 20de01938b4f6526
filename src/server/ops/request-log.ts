import cluster from 'node:cluster';

/**
 * One line per request (src/server/OPERATIONS.md "Logs"). Only what an operator needs to follow a
 * request: never a query string, a body, a header's value or a user (no emails, names, keys).
 */
export interface RequestEntry {
  time: string;
  level: 'info' | 'warn' | 'error';
  msg: 'request';
  /** X-Request-Id: the proxy's when it sent a usable one, else issued here; sent back on the answer. */
  id: string;
  method: string;
  /** The route's pattern (/api/lesson/get/:id), or the path without its query where no route matched. */
  route: string;
  status: number;
  ms: number;
  pid: number;
  /** The cluster worker's number (1..WEB_CONCURRENCY), 0 in a single process. */
  worker: number;
}

export type LogFormat = 'json' | 'text' | 'off';

/** An id a proxy may pass on: short, and nothing that could break a log line. */
export const USABLE_ID = /^[\w.:-]{1,128}$/;

/** The format when LOG_FORMAT is not set: JSON for a service manager or log collector, text for a person at a terminal. */
export function defaultLogFormat(setting: LogFormat | undefined, stdoutIsTerminal = Boolean(process.stdout.isTTY)): LogFormat {
  return setting ?? (stdoutIsTerminal ? 'text' : 'json');
}

export function formatEntry(entry: RequestEntry, format: 'json' | 'text'): string {
  if (format === 'json') return JSON.stringify(entry);
  return `${entry.time} ${entry.method} ${entry.route} ${entry.status} ${entry.ms} ms id=${entry.id}${entry.worker ? ` worker=${entry.worker}` : ''}`;
}

/** A log line of the app's own (a failed call, a job) in the same format as the request lines. */
export function formatLine(line: string, format: LogFormat, level: 'info' | 'warn' | 'error' = 'info'): string {
  if (format !== 'json') return line;
  return JSON.stringify({ time: new Date().toISOString(), level, msg: line, pid: process.pid, worker: cluster.worker?.id ?? 0 });
}
