import type { Endpoint } from '../../../shared/api/endpoint';
import { ApiError } from '../../lib/api';
import { getSession } from '../../lib/session';

/**
 * Fetches a CSV call with the session key (a plain link cannot send the X-Api-Key header) and
 * saves it under the server's file name.
 */
export async function downloadCsv(endpoint: Endpoint, query: Record<string, string | undefined>): Promise<void> {
  const url = new URL(`/api${endpoint.path}`, window.location.origin);
  for (const [k, val] of Object.entries(query)) if (val !== undefined) url.searchParams.set(k, val);
  const key = getSession().apiKey;
  let res: Response;
  try {
    res = await fetch(url, { headers: key ? { 'X-Api-Key': key } : {} });
  } catch (err) {
    throw new ApiError(0, err instanceof Error ? err.message : String(err));
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(res.status, body?.message ?? res.statusText);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? 'progress.csv';
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await res.blob());
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
