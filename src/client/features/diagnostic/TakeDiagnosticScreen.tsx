import { Navigate, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { getClassSuperDiagnostic, getSuperDiagnostic, type DiagnosticQuiz } from '../../../shared/api/diagnostic';
import { resumeIndex, saveAfterAnswer, topicChangesAt } from '../../../shared/domain/diagnostic';
import { RoleID } from '../../../shared/domain/roles';
import { extraMessages, messages } from '../../../shared/messages';
import { call, failureText } from '../../lib/api';
import { useLoaded } from '../../lib/useLoaded';
import { track } from '../../lib/track';
import { useSession } from '../../lib/useSession';
import { useOutboxEntries } from '../../offline/useOutbox';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { LoadFailed } from '../../ui/LoadState';
import { toast } from '../../ui/toast';
import { hasWaitingFinalSave, saveDiagnostic } from './diagnosticSave';
import { DiagnosticSaveError } from './DiagnosticSaveError';
import { isOffline } from '../../offline/connectivity';
import { DiagnosticQuestionView } from './DiagnosticQuestionView';
import { clearLocalAnswers, readLocalAnswers, writeLocalAnswers } from './progressStore';
import './diagnostic.css';
import { diagnosticText } from './text';
import { useLanguage } from '../../i18n/language';

/**
 * Taking the diagnostic (LA §2, §4): a welcome confirmation, one question per page with
 * "n of total", a confirmation when the topic changes, saves after every fifth answer (not the
 * last) and a final save, then the complete screen. It resumes at the first unanswered question.
 * A teacher's preview runs the same screen and saves nothing.
 */
export function TakeDiagnosticScreen({ classID }: { classID: string }) {
  useLanguage();
  const { user } = useSession();
  const isStudent = user?.roleID === RoleID.Student;
  const quiz = useLoaded(
    () => (isStudent ? call(getSuperDiagnostic) : call(getClassSuperDiagnostic, { params: { classID } })),
    `${user?.id}/${classID}`,
  );
  // Completed, or finished offline (its final save still waits on this device, and the cached
  // can-take copy still offers it): never a second run. Decided once, when the screen opens, so
  // the runner's own final save does not cut it short.
  const entries = useOutboxEntries(isStudent ? user?.id : undefined);
  const finished = useRef<boolean | null>(null);

  useEffect(() => {
    if (quiz.status === 'failed') {
      const text = failureText('load diagnostic quiz', quiz.error);
      if (text) toast.error(text);
    }
  }, [quiz]);

  if (!user) return null;
  if (quiz.status === 'loading' || (isStudent && entries === undefined)) return <p className="muted">{messages.loading}</p>;
  if (quiz.status === 'failed') return <LoadFailed action="load diagnostic quiz" error={quiz.error} onRetry={quiz.reload} />;
  if (quiz.data.questions.length === 0) {
    return (
      <div className="notice" role="status">
        <p>{messages.enableOneTopic}</p>
      </div>
    );
  }
  if (isStudent && finished.current === null) {
    finished.current = quiz.data.isComplete || hasWaitingFinalSave(entries ?? [], quiz.data.id, quiz.data.questions.length);
  }
  if (finished.current) return <Navigate to="/superDiagnosticComplete" replace />;
  return <DiagnosticRunner key={quiz.data.id} quiz={quiz.data} userID={user.id} isStudent={isStudent} />;
}

type Stage = 'welcome' | 'topic' | 'question';

function DiagnosticRunner({ quiz, userID, isStudent }: { quiz: DiagnosticQuiz; userID: string; isStudent: boolean }) {
  const navigate = useNavigate();
  const questions = quiz.questions;
  const total = questions.length;
  const initial = useMemo(() => {
    const saved = Object.fromEntries(quiz.answers.map((a) => [a.questionID, a.answer]));
    return isStudent ? { ...saved, ...readLocalAnswers(userID, quiz.id) } : {};
  }, [quiz, userID, isStudent]);
  const [answers, setAnswers] = useState<Record<string, string>>(initial);
  const [index, setIndex] = useState(() => resumeIndex(questions.map((q) => q.id), Object.keys(initial)));
  const [stage, setStage] = useState<Stage>('welcome');
  const [value, setValue] = useState(() => initial[questions[index]!.id] ?? '');
  const [saving, setSaving] = useState(false);
  // Issue 29: the final save waits on this device although the network is there (the server answered an error).
  const [stuck, setStuck] = useState<string | null>(null);
  const stuckReason = useOutboxEntries(stuck ? userID : undefined)?.find((e) => e.key === stuck)?.lastError ?? null;
  // One submit per question: a double click never answers the next question too.
  const submitted = useRef(-1);

  const question = questions[index]!;
  const topicName = (topicID: string) => quiz.topics.find((t) => t.id === topicID)?.name ?? null;
  const resumed = Object.keys(initial).length > 0;

  function announceTopic(at: number): boolean {
    const name = topicName(questions[at]!.topicID);
    if (!name) {
      toast.error(messages.missingTopic);
      return false;
    }
    return true;
  }

  function start() {
    if (!announceTopic(index)) return;
    setStage(index > 0 && topicChangesAt(questions, index) && !resumed ? 'topic' : 'question');
  }

  const payload = (all: Record<string, string>) => ({
    quizID: quiz.id,
    Answers: questions.filter((q) => all[q.id] !== undefined).map((q) => ({ questionID: q.id, answer: all[q.id]! })),
  });

  async function next() {
    if (submitted.current === index || value.trim() === '') return;
    submitted.current = index;
    const all = { ...answers, [question.id]: value };
    setAnswers(all);
    if (isStudent) writeLocalAnswers(userID, quiz.id, all);
    const answered = questions.filter((q) => all[q.id] !== undefined).length;
    const isLast = index === total - 1;
    const save = isLast ? 'final' : saveAfterAnswer(answered, total);

    if (isLast || save === 'final') {
      if (!isStudent) {
        toast.warning(messages.onlyStudentsSaveDiagnostic);
        window.history.length > 1 ? window.history.back() : void navigate({ to: '/buildSuperDiagnostic/{-$classID}', params: { classID: quiz.id } });
        return;
      }
      if (answered < total) {
        // A gap left by an earlier failure: go back to it rather than finishing.
        const gap = resumeIndex(questions.map((q) => q.id), Object.keys(all));
        submitted.current = -1;
        setIndex(gap);
        setValue(all[questions[gap]!.id] ?? '');
        return;
      }
      setSaving(true);
      try {
        const saved = await saveDiagnostic(payload(all), 'Diagnostic');
        if (saved.status === 'queued' && !isOffline()) {
          // Online, yet not taken: an error to see and retry, not "when you are back online".
          setStuck(saved.key);
          setSaving(false);
          return;
        }
        // A save still waiting on this device keeps the tab's copy: a reload offline shows the
        // answers given, not the older copy of the diagnostic.
        if (saved.status === 'sent') clearLocalAnswers(userID, quiz.id);
        track('Finished Super Diagnostic', quiz.id);
        void navigate({ to: '/superDiagnosticComplete' });
      } catch (err) {
        const text = failureText('save diagnostic', err);
        if (text) toast.error(text);
        submitted.current = -1;
        setSaving(false);
      }
      return;
    }
    if (save === 'autosave' && isStudent) {
      // The student goes on at once; a failure is said, and the next save carries these answers again.
      saveDiagnostic(payload(all), 'Diagnostic progress').catch((err: unknown) => {
        const text = failureText('save diagnostic', err);
        if (text) toast.error(text);
      });
    }
    const to = index + 1;
    setIndex(to);
    setValue(all[questions[to]!.id] ?? '');
    if (topicChangesAt(questions, to)) {
      if (!announceTopic(to)) return;
      setStage('topic');
    }
  }

  return (
    <div className="diag-take">
      <div className="page-heading">
        <h1>{diagnosticText.diagnostic}</h1>
        <p className="muted">{quiz.className}</p>
      </div>
      {!isStudent ? (
        <div className="notice" role="status">
          <p>{extraMessages.diagnosticPreviewNote}</p>
        </div>
      ) : null}
      {stage === 'question' ? (
        <section className="card diag-question-card" aria-labelledby="diag-progress">
          <p id="diag-progress" className="diag-progress">
            {diagnosticText.progress(index + 1, total)}
          </p>
          <p className="muted diag-topic-name" lang="en">
            {topicName(question.topicID)}
          </p>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void next();
            }}
          >
            <DiagnosticQuestionView key={question.id} question={question} value={value} onChange={setValue} />
            {stuck ? (
              <DiagnosticSaveError
                entryKey={stuck}
                reason={stuckReason}
                onSent={() => {
                  clearLocalAnswers(userID, quiz.id);
                  track('Finished Super Diagnostic', quiz.id);
                  void navigate({ to: '/superDiagnosticComplete' });
                }}
              />
            ) : null}
            <div className="diag-actions">
              <Button type="submit" disabled={value.trim() === '' || stuck !== null} busy={saving}>
                {index === total - 1 ? diagnosticText.finish : diagnosticText.next}
              </Button>
            </div>
          </form>
        </section>
      ) : null}
      <Dialog
        open={stage === 'welcome'}
        onOpenChange={(open) => !open && start()}
        title={resumed ? diagnosticText.welcomeBack : diagnosticText.welcome}
        description={resumed ? diagnosticText.resumed(Object.keys(initial).length, total) : extraMessages.diagnosticWelcome(total)}
      >
        <div className="dialog-actions">
          <Button onClick={start}>{resumed ? diagnosticText.continue : diagnosticText.start}</Button>
        </div>
      </Dialog>
      <Dialog open={stage === 'topic'} onOpenChange={(open) => !open && setStage('question')} title={diagnosticText.newTopic} description={<TopicChange topic={topicName(question.topicID) ?? ''} />}>
        <div className="dialog-actions">
          <Button onClick={() => setStage('question')}>{diagnosticText.ok}</Button>
        </div>
      </Dialog>
    </div>
  );
}

/** Marks where the topic goes in the translated message; no message has it. */
const TOPIC_MARK = '\u2063';

/** "You will now be answering questions regarding …" in the reader's language, the topic's name (content) marked English. */
function TopicChange({ topic }: { topic: string }) {
  const [before, after = ''] = messages.topicChange(TOPIC_MARK).split(TOPIC_MARK);
  return (
    <>
      {before}
      <span lang="en">{topic}</span>
      {after}
    </>
  );
}
