import { Link } from '@tanstack/react-router';
import type { WritingAssignmentSummary } from '../../../shared/api/content';

interface WritingListProps {
  courseID: string;
  lessonID: string;
  assignments: readonly WritingAssignmentSummary[];
}

/** The lesson's writing activities, each opening the writing page. */
export function WritingList({ courseID, lessonID, assignments }: WritingListProps) {
  if (assignments.length === 0) return <p className="muted">This lesson has no writing activities.</p>;
  return (
    <ul className="writing-list">
      {assignments.map((wa) => (
        <li key={wa.id} className="writing-row">
          <Link to="/writingassignment/$courseID/$lessonID/$waID" params={{ courseID, lessonID, waID: wa.id }} className="writing-link">
            {wa.name}
          </Link>
          <p className="writing-description" title={wa.description}>
            {wa.description}
          </p>
        </li>
      ))}
    </ul>
  );
}
