import { createFileRoute } from '@tanstack/react-router';
import { TakeDiagnosticScreen } from '../features/diagnostic/TakeDiagnosticScreen';

/** /super-diagnostic/{classID}: a student takes their class's diagnostic; a teacher previews it. */
export const Route = createFileRoute('/_auth/super-diagnostic/$classID')({
  component: TakeDiagnosticRoute,
});

function TakeDiagnosticRoute() {
  const { classID } = Route.useParams();
  return <TakeDiagnosticScreen key={classID} classID={classID} />;
}
