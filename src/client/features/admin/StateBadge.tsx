import type { AdminUserRow } from '../../../shared/api/admin';

const LABELS: Record<AdminUserRow['state'], string> = {
  trial: 'Trial',
  paid: 'Paid',
  'purchase order': 'Purchase order',
  cancelling: 'Cancelling',
  expired: 'Expired',
  student: 'Student',
  admin: 'Admin',
};

/** The account state as words (colour only repeats them). */
export function StateBadge({ state }: { state: AdminUserRow['state'] }) {
  return <span className={`state-badge state-${state.replace(' ', '-')}`}>{LABELS[state]}</span>;
}
