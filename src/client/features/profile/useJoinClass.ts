import { useCallback, useState } from 'react';
import { joinClass } from '../../../shared/api/account';
import type { ClassInfo } from '../../../shared/api/classes';
import { messages } from '../../../shared/messages';
import { call } from '../../lib/api';
import { replaceUser } from '../../lib/session';
import { toast } from '../../ui/toast';
import { accountFailure } from '../account/failures';

/**
 * A student joins a class by code (POST /student/addclass). Returns the class, or null after
 * the failure toast; `error` keeps the same words for under the field.
 */
export function useJoinClass(userID: string) {
  const [joining, setJoining] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const join = useCallback(
    async (code: string): Promise<ClassInfo | null> => {
      setJoining(true);
      setError(null);
      try {
        const answer = await call(joinClass, { body: { Class: { Code: code.trim() }, UserID: userID } });
        await replaceUser(answer.user);
        toast.success(messages.classAdded);
        return answer.class;
      } catch (err) {
        // The server's words are the catalogue's: 410 repeats the code the student typed.
        const text = accountFailure(err, 'add the class', {
          400: 'server',
          403: 'server',
          409: 'server',
          410: 'server',
          411: 'server',
        });
        setError(text);
        toast.error(text);
        return null;
      } finally {
        setJoining(false);
      }
    },
    [userID],
  );

  return { join, joining, error, setError };
}
