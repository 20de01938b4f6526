import { useEffect, useRef, useState } from 'react';
import type { User } from '../../../shared/api/auth';
import { getLesson, type LessonDetail, type LessonSummary } from '../../../shared/api/content';
import { shareLesson, shareQuiz, shareWritingAssignment } from '../../../shared/api/google';
import { messages } from '../../../shared/messages';
import { call } from '../../lib/api';
import { contentCall } from '../../lib/useLoaded';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SelectField } from '../../ui/SelectField';
import { toast } from '../../ui/toast';
import { googleFailure } from './googleFailure';
import { useGoogleEnabled } from './googleSettings';
import { googleText as text } from './text';
import { lessonName } from '../courses/contentNames';

/** Sharing shows for a Google-login teacher with Google classes (LA §2 Screen details, GGL-33, 34). */
export function useCanShare(user: User | null): boolean {
  const google = useGoogleEnabled();
  return (
    google &&
    user !== null &&
    user.role !== 'Student' &&
    (user.socialType === 'google' || user.googleLinked) &&
    user.classes.some((c) => c.googleCourseID !== null)
  );
}

type Item = { kind: 'lesson' | 'quiz' | 'writing'; id: string; label: string };

/**
 * Share to Google Classroom (LA §3 share payloads, §7 Google): the lesson as course material, or
 * one of its quizzes or writing assignments as course work, in one of the teacher's Google classes.
 */
export function ShareDialog({
  user,
  courseID,
  lesson,
  onClose,
}: {
  user: User;
  courseID: string;
  lesson: LessonSummary;
  onClose: () => void;
}) {
  const [detail, setDetail] = useState<LessonDetail | null>(null);
  const [item, setItem] = useState(`lesson:${lesson.id}`);
  const [classID, setClassID] = useState('');
  const [sending, setSending] = useState(false);
  const asked = useRef(false);
  const googleClasses = user.classes.filter((c) => c.googleCourseID !== null);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    contentCall(getLesson, { params: { id: lesson.id } })
      .then(setDetail)
      .catch(() => setDetail(null));
  }, [lesson.id]);

  const items: Item[] = [
    { kind: 'lesson', id: lesson.id, label: text.lessonItem(lessonName(lesson)) },
    ...(detail?.quizzes ?? []).map((q): Item => ({ kind: 'quiz', id: q.id, label: text.quizItem(q.name) })),
    ...(detail?.writingAssignments ?? []).map((w): Item => ({ kind: 'writing', id: w.id, label: text.writingItem(w.name) })),
  ];
  const chosen = items.find((i) => `${i.kind}:${i.id}` === item) ?? items[0]!;

  async function share() {
    if (!classID) return void toast.error(messages.selectClass);
    const origin = window.location.origin;
    setSending(true);
    try {
      if (chosen.kind === 'lesson') {
        await call(shareLesson, { body: { lessonID: chosen.id, lessonLink: `${origin}/lesson/${courseID}/${lesson.id}`, classID } });
      } else if (chosen.kind === 'quiz') {
        await call(shareQuiz, { body: { quizID: chosen.id, quizLink: `${origin}/quiz/${courseID}/${lesson.id}/${chosen.id}`, classID } });
      } else {
        await call(shareWritingAssignment, {
          body: {
            writingAssignmentID: chosen.id,
            writingAssignmentLink: `${origin}/writingassignment/${courseID}/${lesson.id}/${chosen.id}`,
            classID,
          },
        });
      }
      toast.success(`${messages.sharedTitle}: ${messages.sharedToClassroom}`);
      onClose();
    } catch (err) {
      const action = {
        lesson: 'share lesson to Google Classroom',
        quiz: 'share quiz to Google Classroom',
        writing: 'share writing assignment to Google Classroom',
      };
      googleFailure(action[chosen.kind], err);
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={text.shareTitle} description={text.shareLead(lessonName(lesson))}>
      <div className="form">
        <SelectField
          label={text.whatToShare}
          options={items.map((i) => ({ value: `${i.kind}:${i.id}`, label: i.label }))}
          value={`${chosen.kind}:${chosen.id}`}
          onChange={(e) => setItem(e.target.value)}
        />
        <SelectField
          label={text.googleClass}
          placeholder={text.chooseClass}
          options={googleClasses.map((c) => ({ value: c.id, label: c.name }))}
          value={classID}
          onChange={(e) => setClassID(e.target.value)}
        />
        <div className="dialog-actions">
          <Button variant="secondary" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button onClick={() => void share()} busy={sending}>
            {text.share}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
