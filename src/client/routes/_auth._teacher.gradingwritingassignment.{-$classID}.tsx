import { createFileRoute } from '@tanstack/react-router';
import { GradingScreen } from '../features/writing/GradingScreen';
import { optionalText } from '../lib/searchParams';

/**
 * /gradingwritingassignment and /gradingwritingassignment/{classID}: the writing portal.
 * `?wa=` keeps the open assignment across a reload.
 */
export const Route = createFileRoute('/_auth/_teacher/gradingwritingassignment/{-$classID}')({
  validateSearch: (search: Record<string, unknown>): { wa?: string } => {
    const wa = optionalText(search.wa);
    return wa ? { wa } : {};
  },
  component: GradingRoute,
});

function GradingRoute() {
  const { classID } = Route.useParams();
  const { wa } = Route.useSearch();
  return <GradingScreen classID={classID} assignmentID={wa} />;
}
