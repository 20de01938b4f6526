import { Link } from '@tanstack/react-router';
import type { WritingAssignmentSummary } from '../../../shared/api/content';
import { lessonText } from './text';

interface WritingListProps {
  courseID: string;
  lessonID: string;
  assignments: readonly WritingAssignmentSummary[];
}

/** The lesson's writing activities, each opening the writing page. */
export function WritingList({ courseID, lessonID, assignments }: WritingListProps) {
  if (assignments.length === 0) return <p className="muted">{lessonText.noWriting}</p>;
  return (
    <ul className="writing-list">
      {assignments.map((wa) => (
        <li key={wa.id} className="writing-row">
          <Link
            to="/writingassignment/$courseID/$lessonID/$waID"
            params={{ courseID, lessonID, waID: wa.id }}
            className="writing-link"
            lang="en"
          >
            {wa.name}
          </Link>
          <p className="writing-description" title={wa.description} lang="en">
            {wa.description}
          </p>
        </li>
      ))}
    </ul>
  );
}
