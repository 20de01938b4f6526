const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

/**
 * The address printed on the cards: the server's PUBLIC_URL, unless that is a loopback address
 * (the default when PUBLIC_URL is not set, which no student's device can reach) — then the
 * address in the teacher's own address bar (location.origin).
 */
export function signInAddress(publicUrl: string, origin: string): string {
  try {
    if (LOOPBACK.test(new URL(publicUrl).hostname)) return new URL(origin).origin;
    return publicUrl.replace(/\/$/, '');
  } catch {
    return origin;
  }
}
