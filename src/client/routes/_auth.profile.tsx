import { createFileRoute } from '@tanstack/react-router';
import { ProfileScreen } from '../features/profile/ProfileScreen';
import { optionalText } from '../lib/searchParams';

export const Route = createFileRoute('/_auth/profile')({
  // A student's join link carries the class code: the profile joins that class once.
  validateSearch: (search: Record<string, unknown>): { classcode?: string } => {
    const classcode = optionalText(search.classcode);
    return classcode ? { classcode } : {};
  },
  component: ProfileRoute,
});

function ProfileRoute() {
  const { classcode } = Route.useSearch();
  return <ProfileScreen classCode={classcode} />;
}
