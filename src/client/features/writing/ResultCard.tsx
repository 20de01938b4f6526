import { useId, useRef, useState, type FormEvent } from 'react';
import { evaluateWriting, MAX_COMMENT_LENGTH, type WritingResult } from '../../../shared/api/writing';
import { sanitizeHtml } from '../../../shared/domain/sanitizeHtml';
import { extraMessages, messages } from '../../../shared/messages';
import { call, failureText } from '../../lib/api';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast';
import { GradeNote } from './GradeNote';
import { formatDate } from '../../i18n/format';
import { gradingText as text } from './gradingText';

const DATE_FORMAT: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' };

function statusOf(result: WritingResult) {
  if (result.isCorrect === true) return { text: text.passed, className: 'status-chip status-pass' };
  if (result.isCorrect === false) return { text: text.needsWork, className: 'status-chip status-fail' };
  return { text: text.notGraded, className: 'status-chip' };
}

/** One student's writing with the teacher's comment box and pass / needs-work grade. */
export function ResultCard({ result, onGraded }: { result: WritingResult; onGraded: (fresh: WritingResult) => void }) {
  const id = useId();
  const name = result.student ? `${result.student.first} ${result.student.last}` : text.student;
  const [comment, setComment] = useState(result.teacherText ?? '');
  const [grade, setGrade] = useState<'' | 'pass' | 'fail'>(result.isCorrect === null ? '' : result.isCorrect ? 'pass' : 'fail');
  const [gradeError, setGradeError] = useState<string | null>(null);
  const [noComment, setNoComment] = useState(false);
  const [sending, setSending] = useState(false);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const status = statusOf(result);

  async function send(e: FormEvent) {
    e.preventDefault();
    if (sending) return;
    if (!comment.trim()) {
      setNoComment(true);
      return;
    }
    if (!grade) {
      setGradeError(extraMessages.chooseGrade);
      return;
    }
    setSending(true);
    try {
      const fresh = await call(evaluateWriting, {
        body: {
          id: result.id,
          StudentID: result.studentID,
          WritingAssignmentID: result.writingAssignmentID,
          TeacherText: comment,
          IsCorrect: grade === 'pass',
        },
      });
      toast.success(extraMessages.commentAndGradeSent);
      onGraded({ ...fresh, student: fresh.student ?? result.student });
    } catch (err) {
      const text = failureText('send the comment and grade', err);
      if (text) toast.error(text);
    } finally {
      setSending(false);
    }
  }

  return (
    <article className="card result-card" aria-labelledby={`${id}-name`}>
      <header className="result-head">
        <h3 id={`${id}-name`}>{name}</h3>
        <span className={status.className}>{status.text}</span>
        <span className="muted result-date">{text.saved(formatDate(result.updatedDate, DATE_FORMAT))}</span>
      </header>
      <div
        className="student-writing"
        aria-label={text.writingOf(name)}
        role="group"
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(result.studentText) }}
      />
      {result.isCorrect !== null ? <GradeNote isCorrect={result.isCorrect} /> : null}
      <form className="grade-form" onSubmit={(e) => void send(e)} noValidate>
        <div className="field">
          <label htmlFor={`${id}-comment`}>
            {text.comment}
            <span className="visually-hidden">{text.forStudent(name)}</span>
          </label>
          <textarea
            ref={commentRef}
            id={`${id}-comment`}
            className="input grade-comment"
            rows={3}
            maxLength={MAX_COMMENT_LENGTH}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
        </div>
        <fieldset className="grade-choice" aria-describedby={gradeError ? `${id}-grade-error` : undefined}>
          <legend>
            {text.grade}
            <span className="visually-hidden">{text.forStudent(name)}</span>
          </legend>
          <label className="grade-option grade-option-pass">
            <input
              type="radio"
              name={`${id}-grade`}
              value="pass"
              checked={grade === 'pass'}
              onChange={() => {
                setGrade('pass');
                setGradeError(null);
              }}
            />
            {text.pass}
          </label>
          <label className="grade-option grade-option-fail">
            <input
              type="radio"
              name={`${id}-grade`}
              value="fail"
              checked={grade === 'fail'}
              onChange={() => {
                setGrade('fail');
                setGradeError(null);
              }}
            />
            {text.needsWork}
          </label>
          {gradeError ? (
            <p id={`${id}-grade-error`} className="field-error" role="alert">
              {gradeError}
            </p>
          ) : null}
        </fieldset>
        <Button type="submit" busy={sending} className="grade-send">
          {sending ? text.sending : text.send}
        </Button>
      </form>

      <Dialog
        open={noComment}
        onOpenChange={(isOpen) => {
          if (isOpen) return;
          setNoComment(false);
          window.setTimeout(() => commentRef.current?.focus(), 30);
        }}
        title={messages.noCommentTitle}
        description={messages.addCommentsBeforeSending}
      >
        <div className="dialog-actions">
          <Button
            onClick={() => {
              setNoComment(false);
              window.setTimeout(() => commentRef.current?.focus(), 30);
            }}
          >
            {text.ok}
          </Button>
        </div>
      </Dialog>
    </article>
  );
}
