import { lazy, Suspense, type ComponentProps } from 'react';
import { teacherProgressText } from './teacherText';

const ProgressChart = lazy(() => import('./ProgressCharts'));

/** The chart module is fetched only when a report shows a chart, so the entry bundle stays small. */
export function LazyChart(props: ComponentProps<typeof ProgressChart>) {
  return (
    <Suspense fallback={<p className="muted">{teacherProgressText.loadingChart}</p>}>
      <ProgressChart {...props} />
    </Suspense>
  );
}
