import { useRouterState } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';
import { useLanguage } from '../i18n/language';
import { afterFirstPaint } from '../lib/afterFirstPaint';
import { retrying } from '../lib/retrying';

type Titles = typeof import('./screenTitles');
let titles: Titles | null = null;
let loading: Promise<Titles> | null = null;
/**
 * The titles are not part of the landing page's JavaScript (issue 13's budget): they load after
 * first paint, and are there at once for every screen after it.
 */
const loadTitles = (): Promise<Titles> => (loading ??= retrying(() => import('./screenTitles')).then((m) => (titles = m)));

/**
 * Names the screen shown in document.title (issue 29, WCAG 2.4.2): on each navigation and each
 * change of language, from the matched route (screenTitles.ts). A layout effect, so it runs before
 * any screen's own (passive) effect: a screen that names itself more closely (the kiosk's class)
 * still has the last word. Before the titles have loaded (the first screen, for a moment), a title
 * a screen set meanwhile is kept.
 */
export function useScreenTitle(): void {
  const language = useLanguage();
  const { routeId, failed } = useRouterState({
    select: (state) => {
      const leaf = state.matches[state.matches.length - 1];
      return { routeId: leaf?.routeId as string | undefined, failed: state.matches.some((m) => m.status === 'error') };
    },
    structuralSharing: true,
  });
  useLayoutEffect(() => {
    if (titles) {
      document.title = titles.screenTitle(routeId, failed);
      return;
    }
    const before = document.title;
    let live = true;
    afterFirstPaint(
      () =>
        void loadTitles().then((m) => {
          if (live && document.title === before) document.title = m.screenTitle(routeId, failed);
        }),
      300,
    );
    return () => {
      live = false;
    };
  }, [routeId, failed, language]);
}
