import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import {
  enableStudentLessons,
  enableTopicLessons,
  getSuperDiagnosticResult,
  superDiagnosticReportStudent,
  type TopicScore,
} from '../../../shared/api/diagnostic';
import { extraMessages, messages } from '../../../shared/messages';
import { call, failureText } from '../../lib/api';
import { useLoaded } from '../../lib/useLoaded';
import { track } from '../../lib/track';
import { useSession } from '../../lib/useSession';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { PrintHeading, printDate } from '../../ui/PrintHeading';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { LoadFailed } from '../../ui/LoadState';
import { toast } from '../../ui/toast';
import { BandScore, NotAvailable, reportTopicName, scoreText, useFailureToast } from './ClassReportScreen';
import { scoreBand } from '../../../shared/domain/scoreBands';
import { bandText } from '../../ui/bandText';
import { DenseTable } from '../../ui/DenseTable';
import './diagnostic.css';

import { useLanguage } from '../../i18n/language';
import { diagnosticReportText as text } from './reportText';
import { contentLang, lessonName } from '../courses/contentNames';
/**
 * Student diagnostic report (LA §2): breadcrumb, Previous/Next wrapping around the class,
 * Print, a score per topic with its band, weakest first (a topic opens that student's answers),
 * and beyond the spec (issue 29) the weak topics: needs work (under 60%), weakest first, the
 * weakest few, with the lessons that teach them; developing topics (60-79%) shown apart and not
 * recommended. Opening the lessons for this student is the main action, for the whole class the
 * second; the student's and the class's states are both shown.
 */
export function StudentReportScreen({ classID, studentID }: { classID: string; studentID: string }) {
  useLanguage();
  const { user } = useSession();
  const navigate = useNavigate();
  const result = useLoaded(() => call(getSuperDiagnosticResult, { query: { studentID } }), studentID);
  const [openTopic, setOpenTopic] = useState<TopicScore | null>(null);
  const [enabling, setEnabling] = useState<'class' | 'student' | null>(null);
  useFailureToast(result, 'load diagnostic report student');

  if (!user) return null;
  if (!user.isActive) return <NotAvailable />;
  if (result.status === 'loading') return <p className="muted">{messages.loading}</p>;
  if (result.status === 'failed')
    return <LoadFailed action="load diagnostic report student" error={result.error} onRetry={result.reload} />;
  const data = result.data;
  const name = `${data.student.first} ${data.student.last}`.trim();
  const students = data.students;
  const at = students.findIndex((s) => s.studentID === studentID);
  const go = (step: number) => {
    if (students.length === 0) return;
    const to = students[(at + step + students.length) % students.length]!;
    void navigate({
      to: '/super-diagnostic-report-student/$classID/$studentID',
      params: { classID: data.classID ?? classID, studentID: to.studentID },
    });
  };
  const weakLessons = [...new Map(data.weakTopics.flatMap((t) => t.lessons).map((l) => [l.lessonID, l])).values()];
  const openForStudent = weakLessons.filter((l) => l.lessonEnabled).length;
  const openForClass = weakLessons.filter((l) => l.classEnabled).length;
  const developing = data.classStudentResults
    .filter((t) => scoreBand(t.score) === 'developing')
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0));

  /** For the whole class, or (issue 15) for this student alone. */
  async function enableLessons(forWhom: 'class' | 'student') {
    setEnabling(forWhom);
    const topicIDs = data.weakTopics.map((t) => t.topicID);
    try {
      if (forWhom === 'class') await call(enableTopicLessons, { body: { classID: data.classID ?? classID, topicIDs } });
      else await call(enableStudentLessons, { body: { studentID, topicIDs } });
      toast.success(
        forWhom === 'class' ? extraMessages.weakLessonsEnabled : extraMessages.weakLessonsEnabledForStudent(data.student.first),
      );
      result.reload();
    } catch (err) {
      const text = failureText('enable the lessons', err);
      if (text) toast.error(text);
    } finally {
      setEnabling(null);
    }
  }

  return (
    <>
      <Breadcrumb
        links={[
          <Link
            key="class"
            to="/super-diagnostic-report-class/{-$classID}/{-$topicID}"
            params={{ classID: data.classID ?? classID, topicID: undefined }}
          >
            {data.className ?? text.class}
          </Link>,
        ]}
        current={name}
      />
      <PrintHeading
        who={data.className ? text.resultsOfInClass(name, data.className) : text.resultsOf(name)}
        dates={data.completedAt ? text.completed(printDate(data.completedAt)) : text.notCompleted(data.answered, data.total)}
      />
      <div className="page-heading">
        <h1>{name}</h1>
      </div>
      <div className="diag-nav">
        <Button variant="secondary" onClick={() => go(-1)} disabled={students.length < 2}>
          {text.previous}
        </Button>
        <Button variant="secondary" onClick={() => go(1)} disabled={students.length < 2}>
          {text.next}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            track('Printing Diagnostic Results', data.classID ?? classID);
            window.print();
          }}
        >
          {text.print}
        </Button>
      </div>
      <p>
        {data.isComplete ? (
          <>
            {text.allTopicsScore}
            <strong>{scoreText(data.score)}</strong>
          </>
        ) : (
          text.notCompletedSentence(data.answered, data.total)
        )}
      </p>
      <div className="diag-report-grid">
        <section className="card" aria-labelledby="diag-student-topics">
          <h2 id="diag-student-topics">{text.performanceByTopic}</h2>
          <p className="muted diag-legend">{bandText.legend}</p>
          {data.classStudentResults.length === 0 ? (
            <p role="status">{messages.noTopicsFound}</p>
          ) : (
            <DenseTable<TopicScore>
              name="diag-student-topics"
              caption={text.performanceByTopic}
              rows={data.classStudentResults}
              rowKey={(t) => t.topicID}
              initialSort={data.isComplete ? { column: 'score', direction: 'ascending' } : undefined}
              columns={[
                {
                  id: 'topic',
                  header: text.topic,
                  label: text.topic,
                  rowHeader: true,
                  sortValue: (t) => reportTopicName(t.topicName),
                  cell: (t) => (
                    <button type="button" className="diag-row-button" onClick={() => setOpenTopic(t)}>
                      <span lang="en">{reportTopicName(t.topicName)}</span>
                    </button>
                  ),
                },
                { id: 'score', header: text.scoreHeader, label: text.scoreHeader, sortValue: (t) => t.score, cell: (t) => <BandScore score={t.score} /> },
              ]}
            />
          )}
        </section>
        {data.isComplete ? (
          <section className="card diag-weak" aria-labelledby="diag-weak-title">
            <h2 id="diag-weak-title">{text.weakTopics}</h2>
            <p className="muted">{text.weakIntro}</p>
            {data.weakTopics.length === 0 ? (
              <p>{text.noNeedsWork}</p>
            ) : (
              <>
                <ol className="diag-weak-list">
                  {data.weakTopics.map((t) => (
                    <li key={t.topicID}>
                      <BandScore score={t.score} /> <strong lang="en">{reportTopicName(t.topicName)}</strong>:{' '}
                      {t.lessons.map((l, i) => (
                        <span key={l.lessonID}>
                          {i > 0 ? ', ' : ''}
                          <Link to="/lesson/$courseID/$lessonID" params={{ courseID: l.courseID, lessonID: l.lessonID }}>
                            <span lang={contentLang(lessonName({ id: l.lessonID, name: l.name }), l.name)}>
                              {lessonName({ id: l.lessonID, name: l.name })}
                            </span>
                          </Link>
                          {l.classEnabled
                            ? text.openForClassNote
                            : l.lessonEnabled
                              ? text.openForStudentNote(data.student.first)
                              : text.notOpenFor(data.student.first)}
                        </span>
                      ))}
                    </li>
                  ))}
                </ol>
                <p className="diag-weak-state" role="status">
                  <span data-state="student">{text.studentState(data.student.first, openForStudent, weakLessons.length)}</span>
                  {' · '}
                  <span data-state="class">{text.classState(openForClass, weakLessons.length)}</span>
                </p>
                <div className="diag-weak-actions diag-print-hide">
                  <Button
                    onClick={() => void enableLessons('student')}
                    busy={enabling === 'student'}
                    disabled={openForStudent === weakLessons.length || enabling !== null}
                  >
                    {text.openForStudent(data.student.first)}
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => void enableLessons('class')}
                    busy={enabling === 'class'}
                    disabled={openForClass === weakLessons.length || enabling !== null}
                  >
                    {text.openForClass}
                  </Button>
                </div>
              </>
            )}
            {developing.length > 0 ? (
              <div className="diag-developing">
                <h3>{text.developingTitle}</h3>
                <p className="muted">{text.developingIntro}</p>
                <ul>
                  {developing.map((t) => (
                    <li key={t.topicID}>
                      <BandScore score={t.score} /> <span lang="en">{reportTopicName(t.topicName)}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </section>
        ) : null}
      </div>
      {openTopic ? <AnswersDialog studentID={studentID} topic={openTopic} onClose={() => setOpenTopic(null)} /> : null}
    </>
  );
}

function AnswersDialog({ studentID, topic, onClose }: { studentID: string; topic: TopicScore; onClose: () => void }) {
  const answers = useLoaded(
    () => call(superDiagnosticReportStudent, { query: { studentID, topicID: topic.topicID } }),
    `${studentID}/${topic.topicID}`,
  );
  useFailureToast(answers, 'load diagnostic report student');
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={reportTopicName(topic.topicName)}>
      {answers.status === 'loading' ? <p className="muted">{messages.loading}</p> : null}
      {answers.status === 'failed' ? (
        <LoadFailed action="load diagnostic report student" error={answers.error} onRetry={answers.reload} />
      ) : null}
      {answers.status === 'ready' ? (
        <ol className="diag-answers">
          {answers.data.answers.map((a) => (
            <li key={a.questionID}>
              <p>{a.text}</p>
              <p className={a.isCorrect ? 'diag-answer-right' : 'diag-answer-wrong'}>
                {text.answer(a.answer ?? messages.notAvailable)} {a.answer === null ? '' : a.isCorrect ? text.correct : text.incorrect}
              </p>
              {!a.isCorrect ? <p className="muted">{text.correctAnswer(a.correctAnswer)}</p> : null}
            </li>
          ))}
        </ol>
      ) : null}
    </Dialog>
  );
}
