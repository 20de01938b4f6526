import { createFileRoute } from '@tanstack/react-router';
import { LoginCardsScreen } from '../features/roster/LoginCardsScreen';

/** /classes/{classID}/cards: printable login cards of the students just added or reset (kept in memory only). */
export const Route = createFileRoute('/_auth/_teacher/classes_/$classID/cards')({
  component: LoginCardsRoute,
});

function LoginCardsRoute() {
  const { classID } = Route.useParams();
  return <LoginCardsScreen classID={classID} />;
}
