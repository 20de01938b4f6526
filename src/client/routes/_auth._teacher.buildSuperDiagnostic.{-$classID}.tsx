import { createFileRoute } from '@tanstack/react-router';
import { BuildDiagnosticScreen } from '../features/diagnostic/BuildDiagnosticScreen';

/** /buildSuperDiagnostic and /buildSuperDiagnostic/{classID}: Build Diagnostic (no class: the first one). */
export const Route = createFileRoute('/_auth/_teacher/buildSuperDiagnostic/{-$classID}')({
  component: BuildDiagnosticRoute,
});

function BuildDiagnosticRoute() {
  const { classID } = Route.useParams();
  return <BuildDiagnosticScreen classID={classID} />;
}
