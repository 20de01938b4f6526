import { useId } from 'react';
import type { ClassInfo } from '../../../shared/api/classes';
import { CLASS_TITLE_LIMIT, truncate } from '../../../shared/domain/truncate';
import { Button } from '../../ui/Button';
import { CopyCodeButton } from './CopyCodeButton';

interface ClassCardProps {
  classInfo: ClassInfo;
  /** Absent for inactive users: class actions show only for active users (ACB §2 /classes). */
  onEdit?: () => void;
}

export function ClassCard({ classInfo, onEdit }: ClassCardProps) {
  const titleId = useId();
  const title = truncate(classInfo.name, CLASS_TITLE_LIMIT);
  const count = classInfo.classSize;
  return (
    <article className="card class-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="class-title" title={title === classInfo.name ? undefined : classInfo.name}>
        {title}
      </h2>
      <p className="class-code-label">Class code</p>
      <p className="class-code">{classInfo.code}</p>
      <p className="class-count">
        {count} {count === 1 ? 'student' : 'students'}
      </p>
      <div className="card-actions">
        <CopyCodeButton code={classInfo.code} />
        {onEdit ? (
          <Button variant="ghost" onClick={onEdit}>
            Edit
          </Button>
        ) : null}
      </div>
    </article>
  );
}
