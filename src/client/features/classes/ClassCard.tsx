import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { ClassInfo } from '../../../shared/api/classes';
import { CLASS_TITLE_LIMIT, truncate } from '../../../shared/domain/truncate';
import { Button } from '../../ui/Button';
import { CopyButton } from './CopyButton';

export interface ClassCardActions {
  onInvite: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

interface ClassCardProps {
  classInfo: ClassInfo;
  /** Absent for inactive users: class links and actions show only for active users (ACB §2 /classes). */
  actions?: ClassCardActions;
}

/**
 * One class: title (cut at 45 characters), code and size. Its student list link and Invite
 * Students are hidden for a Google-imported class, whose roster lives in Google Classroom.
 */
export function ClassCard({ classInfo, actions }: ClassCardProps) {
  const titleId = useId();
  const title = truncate(classInfo.name, CLASS_TITLE_LIMIT);
  const count = classInfo.classSize;
  const fromGoogle = classInfo.googleCourseID !== null;
  return (
    <article className="card class-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="class-title" title={title === classInfo.name ? undefined : classInfo.name}>
        {title}
      </h2>
      <p className="class-code-label">Class code</p>
      <p className="class-code">{classInfo.code}</p>
      <div className="class-meta">
        <p className="class-count">
          {count} {count === 1 ? 'student' : 'students'}
        </p>
        <CopyButton text={classInfo.code} label="Copy code" />
      </div>
      {actions && !fromGoogle ? (
        <div className="class-links">
          <Link to="/students/{-$classID}" params={{ classID: classInfo.id }} className="button button-primary">
            Students<span className="visually-hidden"> of {classInfo.name}</span>
          </Link>
          <Button variant="secondary" onClick={actions.onInvite}>
            Invite Students
          </Button>
        </div>
      ) : null}
      {actions ? (
        <Link to="/gradingwritingassignment/{-$classID}" params={{ classID: classInfo.id }} className="class-link">
          Writing portal<span className="visually-hidden"> of {classInfo.name}</span>
        </Link>
      ) : null}
      {actions ? (
        <div className="card-actions">
          <Button variant="ghost" onClick={actions.onEdit}>
            Edit
          </Button>
          <Button variant="ghost" className="button-ghost-danger" onClick={actions.onDelete}>
            Delete
          </Button>
        </div>
      ) : null}
    </article>
  );
}
