import { useEffect, useState } from 'react';

/** Loaded after first paint (main.tsx): asking for it again then costs no request, even once its build is gone. */
const staleBuild = () => import('./staleBuild');

/**
 * For the error screen: true while the error is being looked at (a moment) and once the page is
 * reloading itself into a new build (staleBuild.ts), so "Something went wrong" never flashes for
 * a tab open across an upgrade; false for any other error, or when the one automatic reload
 * already happened (the screen then offers its own Reload).
 */
export function useStaleBuildReload(error: unknown): boolean {
  const [hold, setHold] = useState(true);
  useEffect(() => {
    let live = true;
    setHold(true);
    void staleBuild()
      .then((m) => m.reloadIfStale(error))
      .catch(() => false)
      .then((reloading) => live && !reloading && setHold(false));
    return () => {
      live = false;
    };
  }, [error]);
  return hold;
}
