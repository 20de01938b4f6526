import { createFileRoute } from '@tanstack/react-router';
import { WritingScreen } from '../features/writing/WritingScreen';

/** /writingassignment/{courseID}/{lessonID}/{waID}: write and save a writing assignment (LA §2). */
export const Route = createFileRoute('/_auth/writingassignment/$courseID/$lessonID/$waID')({
  component: WritingRoute,
});

function WritingRoute() {
  const params = Route.useParams();
  return <WritingScreen key={params.waID} {...params} />;
}
