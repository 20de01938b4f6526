import { createFileRoute } from '@tanstack/react-router';
import { DiagnosticCompleteScreen } from '../features/diagnostic/DiagnosticCompleteScreen';

/** /superDiagnosticComplete: 'Diagnostic Complete!'. */
export const Route = createFileRoute('/_auth/superDiagnosticComplete')({
  component: DiagnosticCompleteScreen,
});
