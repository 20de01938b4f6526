import { createFileRoute, redirect } from '@tanstack/react-router';
import { DirectPaymentScreen } from '../features/billing/DirectPaymentScreen';
import { pendingRegistration } from '../features/billing/directCheckout';
import { PublicLayout } from '../ui/PublicLayout';

/** The card form of a direct checkout; without the registration form filled in this tab, back to it. */
export const Route = createFileRoute('/direct-payment')({
  beforeLoad: () => {
    if (!pendingRegistration()) throw redirect({ to: '/register', search: { type: 'teacher', direct: 1 } });
  },
  component: DirectPaymentPage,
});

function DirectPaymentPage() {
  const registration = pendingRegistration();
  if (!registration) return null;
  return (
    <PublicLayout>
      <DirectPaymentScreen registration={registration} />
    </PublicLayout>
  );
}
