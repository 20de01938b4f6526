import { extraMessages } from '../../../shared/messages';
import { ClassroomRefused, GoogleReauthorize } from '../../adapters/google';
import { HttpError } from '../../http';

/** A Google failure as the answer the page understands (the Classroom routes' and the sync's). */
export function classroomFailure(err: unknown): Error {
  if (err instanceof GoogleReauthorize) return new HttpError(424, err.reason);
  if (err instanceof ClassroomRefused) {
    if (err.status === 404) return new HttpError(404, extraMessages.googleCourseUnknown);
    return new HttpError(err.status === 403 ? 403 : 502, extraMessages.googleClassroomRefused(err.message));
  }
  if (err instanceof HttpError) return err;
  // No answer from Google at all (network, DNS, time-out): not our failure, and not the teacher's.
  if (err instanceof TypeError || (err as { code?: unknown })?.code === 'ECONNREFUSED')
    return new HttpError(503, extraMessages.googleUnreachable);
  return err instanceof Error ? err : new Error(String(err));
}
