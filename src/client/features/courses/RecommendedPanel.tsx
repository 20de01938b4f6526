import { Link } from '@tanstack/react-router';
import { getRecommendations } from '../../../shared/api/diagnostic';
import { extraMessages } from '../../../shared/messages';
import { call } from '../../lib/api';
import { useLoaded } from '../../lib/useLoaded';
import { formatPercent } from '../../i18n/format';
import { contentLang, lessonName } from './contentNames';

const recommendedName = (l: { lessonID: string; name: string }) => lessonName({ id: l.lessonID, name: l.name });
const nameLang = (l: { lessonID: string; name: string }) => contentLang(recommendedName(l), l.name);

/**
 * "Recommended for you" (issue 15): after the diagnostic, the lessons of the student's weak
 * topics, weakest first. A lesson that is not open for the student says whom to ask. Nothing
 * shows before the diagnostic is complete, when nothing is weak, or when it cannot load (the
 * courses below still do).
 */
export function RecommendedPanel({ userID }: { userID: string }) {
  const recommended = useLoaded(() => call(getRecommendations), `recommended/${userID}`);
  if (recommended.status !== 'ready' || recommended.data.lessons.length === 0) return null;
  return (
    <section className="card recommended" aria-labelledby="recommended-heading">
      <h2 id="recommended-heading" className="section-heading">
        {extraMessages.recommendedForYou}
      </h2>
      <p className="muted">{extraMessages.recommendedIntro}</p>
      <ol className="recommended-list">
        {recommended.data.lessons.map((l) => (
          <li key={l.lessonID}>
            {l.lessonEnabled ? (
              <Link to="/lesson/$courseID/$lessonID" params={{ courseID: l.courseID, lessonID: l.lessonID }} lang={nameLang(l)}>
                {recommendedName(l)}
              </Link>
            ) : (
              <span lang={nameLang(l)}>{recommendedName(l)}</span>
            )}{' '}
            <span className="muted">
              — <span lang="en">{l.topicName}</span> ({formatPercent(l.score)})
              {l.lessonEnabled ? '' : `. ${extraMessages.recommendedClosed}`}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
