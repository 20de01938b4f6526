import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { createImpersonationToken, type AdminUserRow } from '../../../shared/api/admin';
import { call, failureMessage } from '../../lib/api';
import { toast } from '../../ui/toast';

/** The Impersonate button: asks for a single-use link for the user and opens it in this tab. */
export function useImpersonate() {
  const navigate = useNavigate();
  const [pendingID, setPendingID] = useState<string | null>(null);

  async function start(row: AdminUserRow) {
    setPendingID(row.id);
    try {
      const link = await call(createImpersonationToken, { body: { userID: row.id } });
      await navigate({ to: '/impersonate', search: { username: link.username, access_token: link.accessToken } });
    } catch (err) {
      toast.error(failureMessage('impersonate this user', err));
      setPendingID(null);
    }
  }

  return { start: (row: AdminUserRow) => void start(row), pendingID };
}
