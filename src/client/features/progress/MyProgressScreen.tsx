import { getStudentProgressReport } from '../../../shared/api/progress';
import { call } from '../../lib/api';
import { useLoaded } from '../../lib/useLoaded';
import { LoadStatus } from '../../ui/LoadState';
import { DateRangeFields } from './DateRangeFields';
import { StudentProgressView } from './StudentProgressView';
import { useReportRange } from './useReportRange';
import { useLanguage } from '../../i18n/language';
import { progressText } from './text';
import './progress.css';

/** My Progress Report (LA §2 /progress): the signed-in student's own scores, lesson by lesson. */
export function MyProgressScreen() {
  useLanguage();
  const range = useReportRange();
  const report = useLoaded(
    () => (range.valid ? call(getStudentProgressReport, { query: range.query }) : new Promise<never>(() => {})),
    JSON.stringify(range.query),
  );
  const data = report.status === 'ready' ? report.data : null;
  return (
    <div className="progress-report">
      <div className="page-heading">
        <h1>{progressText.myReport}</h1>
        {data?.class ? <p className="progress-subtitle">{data.class.name}</p> : null}
      </div>
      <DateRangeFields
        range={range}
        who={
          data
            ? `${progressText.whoStudent(`${data.student.first} ${data.student.last}`)}${data.class ? progressText.whoClass(data.class.name) : ''}`
            : undefined
        }
      />
      {report.status === 'failed' ? <LoadStatus state={report} action="load your progress report" loadingText="" /> : null}
      {report.status === 'loading' && range.valid ? <p className="muted">{progressText.loadingMine}</p> : null}
      {data ? <StudentProgressView report={data} query={range.query} caption={progressText.myCaption} /> : null}
    </div>
  );
}
