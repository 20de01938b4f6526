import { Link } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import type { ClassInfo } from '../../../shared/api/classes';
import type { ResetType } from '../../../shared/api/quizzes';
import { CLASS_TITLE_LIMIT, truncate } from '../../../shared/domain/truncate';
import { Button } from '../../ui/Button';
import { CopyButton } from './CopyButton';
import { classesText } from './text';

export interface ClassCardActions {
  onInvite: () => void;
  /** Kiosk class sign-in (issue 14): pin a lab machine or a class set of Chromebooks to this class. */
  onPinDevice: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** Reset pre-tests ('diagnostic') or post-evals ('postEval') of the whole class. */
  onReset: (type: ResetType) => void;
}

interface ClassCardProps {
  classInfo: ClassInfo;
  /** Absent for inactive users: class links and actions show only for active users (ACB §2 /classes). */
  actions?: ClassCardActions;
}

/**
 * One class: title (cut at 45 characters), code and size. Its student list link and Invite
 * Students are hidden for a Google-imported class, whose roster lives in Google Classroom.
 * The class resets sit behind "More" so the card stays short; every control names its class
 * for screen readers.
 */
export function ClassCard({ classInfo, actions }: ClassCardProps) {
  const titleId = useId();
  const moreId = useId();
  const [moreOpen, setMoreOpen] = useState(false);
  const moreButton = useRef<HTMLButtonElement>(null);
  const title = truncate(classInfo.name, CLASS_TITLE_LIMIT);
  const count = classInfo.classSize;
  const fromGoogle = classInfo.googleCourseID !== null;
  return (
    <article className="card class-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="class-title" title={title === classInfo.name ? undefined : classInfo.name}>
        {title}
      </h2>
      <p className="class-code-label">{classesText.classCode}</p>
      <p className="class-code">{classInfo.code}</p>
      <div className="class-meta">
        <p className="class-count">{classesText.studentCount(count)}</p>
        <CopyButton text={classInfo.code} label={classesText.copyCode} />
      </div>
      {actions ? (
        <div className="class-links">
          {!fromGoogle ? (
            <>
              <Link to="/students/{-$classID}" params={{ classID: classInfo.id }} className="button button-primary">
                {classesText.manageStudents}
                <span className="visually-hidden">{classesText.ofClass(classInfo.name)}</span>
              </Link>
              <Button variant="secondary" onClick={actions.onInvite}>
                {classesText.inviteStudents}
              </Button>
            </>
          ) : null}
          <Button variant="secondary" onClick={actions.onPinDevice}>
            {classesText.pinDevice}
            <span className="visually-hidden">{classesText.toClass(classInfo.name)}</span>
          </Button>
        </div>
      ) : null}
      {actions ? (
        <div className="class-nav">
          <Link to="/classprogress/$classID" params={{ classID: classInfo.id }} className="class-link">
            {classesText.viewProgress}
            <span className="visually-hidden">{classesText.ofClass(classInfo.name)}</span>
          </Link>
          <Link to="/gradingwritingassignment/{-$classID}" params={{ classID: classInfo.id }} className="class-link">
            {classesText.writingPortal}
            <span className="visually-hidden">{classesText.ofClass(classInfo.name)}</span>
          </Link>
        </div>
      ) : null}
      {actions ? (
        <div className="card-actions">
          <Button variant="ghost" onClick={actions.onEdit}>
            {classesText.edit}
          </Button>
          <Button variant="ghost" className="button-ghost-danger" onClick={actions.onDelete}>
            {classesText.delete}
          </Button>
          {/* A plain button: ui/Button takes no ref, and Escape gives focus back here. */}
          <button
            ref={moreButton}
            type="button"
            className="button button-ghost class-more-toggle"
            aria-expanded={moreOpen}
            aria-controls={moreId}
            onClick={() => setMoreOpen((open) => !open)}
          >
            {classesText.more}
            <span className="visually-hidden">{classesText.moreActionsFor(classInfo.name)}</span>
            <span aria-hidden="true" className="class-more-caret">
              {moreOpen ? '▴' : '▾'}
            </span>
          </button>
          <div
            id={moreId}
            className="class-more"
            hidden={!moreOpen}
            onKeyDown={(e) => {
              if (e.key !== 'Escape') return;
              setMoreOpen(false);
              moreButton.current?.focus();
            }}
          >
            <Button variant="secondary" onClick={() => actions.onReset('diagnostic')}>
              {classesText.resetPreTests}
              <span className="visually-hidden">{classesText.ofClass(classInfo.name)}</span>
            </Button>
            <Button variant="secondary" onClick={() => actions.onReset('postEval')}>
              {classesText.resetPostEvals}
              <span className="visually-hidden">{classesText.ofClass(classInfo.name)}</span>
            </Button>
          </div>
        </div>
      ) : null}
    </article>
  );
}
