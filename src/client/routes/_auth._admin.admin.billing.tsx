import { createFileRoute } from '@tanstack/react-router';
import { BillingAlertsScreen } from '../features/admin/BillingAlertsScreen';

export const Route = createFileRoute('/_auth/_admin/admin/billing')({
  component: BillingAlertsScreen,
});
