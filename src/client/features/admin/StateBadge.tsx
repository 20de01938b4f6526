import type { AdminUserRow } from '../../../shared/api/admin';
import { adminText } from './text';

const LABELS: Record<AdminUserRow['state'], 'trial' | 'paid' | 'purchaseOrder' | 'cancelling' | 'expired' | 'student' | 'admin'> = {
  trial: 'trial',
  paid: 'paid',
  'purchase order': 'purchaseOrder',
  cancelling: 'cancelling',
  expired: 'expired',
  student: 'student',
  admin: 'admin',
};

/** The account state as words (colour only repeats them). */
export function StateBadge({ state }: { state: AdminUserRow['state'] }) {
  return <span className={`state-badge state-${state.replace(' ', '-')}`}>{adminText[LABELS[state]]}</span>;
}
