import { createFileRoute, redirect } from '@tanstack/react-router';
import { RoleID } from '../../shared/domain/roles';
import { PaymentScreen } from '../features/billing/PaymentScreen';
import { wasDirectSignup } from '../features/billing/directCheckout';
import { useSignOut } from '../features/auth/useSignOut';
import { getSession, sessionReady } from '../lib/session';
import { useSession } from '../lib/useSession';
import { Layout } from '../ui/Layout';

/**
 * Payment and Plans (ACB §2): teachers (and admins) only. No user goes to /register, a student
 * to /courses, and right after a direct signup (already paid) to /classes.
 */
export const Route = createFileRoute('/payment')({
  beforeLoad: async () => {
    await sessionReady();
    const { apiKey, user } = getSession();
    if (!apiKey || !user) throw redirect({ to: '/register', search: { type: 'teacher' } });
    if (user.roleID === RoleID.Student) throw redirect({ to: '/courses' });
    if (wasDirectSignup(user.id)) throw redirect({ to: '/classes' });
  },
  component: PaymentPage,
});

function PaymentPage() {
  const { user } = useSession();
  const { signOut, signingOut } = useSignOut();
  if (!user) return null;
  return (
    <Layout user={user} onSignOut={() => void signOut()} signingOut={signingOut}>
      <PaymentScreen user={user} />
    </Layout>
  );
}
