/**
 * Stylesheets that failed to load. An error event on a <link> does not bubble, so it is caught on
 * its way down (capture) from the document, before any piece could have asked for one.
 */
const failedSheets = new Set<HTMLLinkElement>();
if (typeof document !== 'undefined') {
  document.addEventListener(
    'error',
    (event) => {
      const link = event.target;
      if (link instanceof HTMLLinkElement && link.rel === 'stylesheet') failedSheets.add(link);
    },
    true,
  );
}

/**
 * A code-split piece of the page that failed to load (the network dropped before the service
 * worker had it, on a first visit) is tried again every 5 s; the rest of the page shows
 * meanwhile, and the piece appears once it loads, instead of the error screen. A stylesheet
 * that failed with it is taken out first: Vite would otherwise count it as loaded and never ask
 * again, and the piece would show unstyled. Only sheets that failed: one still loading stays.
 */
export const retrying = <T>(load: () => Promise<T>): Promise<T> =>
  load().catch(
    () =>
      new Promise<T>((resolve) =>
        setTimeout(() => {
          for (const link of failedSheets) link.remove();
          failedSheets.clear();
          resolve(retrying(load));
        }, 5_000),
      ),
  );
