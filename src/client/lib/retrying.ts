/**
 * A code-split piece of the page that failed to load (the network dropped before the service
 * worker had it, on a first visit) is tried again every 5 s; the rest of the page shows
 * meanwhile, and the piece appears once it loads, instead of the error screen. A stylesheet
 * that failed with it is taken out first: Vite would otherwise count it as loaded and never ask
 * again, and the piece would show unstyled.
 */
export const retrying = <T>(load: () => Promise<T>): Promise<T> =>
  load().catch(
    () =>
      new Promise<T>((resolve) =>
        setTimeout(() => {
          for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) if (!link.sheet) link.remove();
          resolve(retrying(load));
        }, 5_000),
      ),
  );
