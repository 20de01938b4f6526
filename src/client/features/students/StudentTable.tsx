import type { StudentRecord } from '../../../shared/api/students';
import { Button } from '../../ui/Button';
import { fullName, isGoogleStudent, signInName } from './studentNames';

interface StudentTableProps {
  students: StudentRecord[];
  /** Classes that came from Google Classroom: their Google students cannot be removed here. */
  googleClassIDs: ReadonlySet<string>;
  onEdit: (r: StudentRecord) => void;
  onRemove: (r: StudentRecord) => void;
  onSetPassword: (r: StudentRecord) => void;
}

/** Students with their sign-in name and class, and the actions on each (Google accounts sign in with Google). */
export function StudentTable({ students, googleClassIDs, onEdit, onRemove, onSetPassword }: StudentTableProps) {
  return (
    <div className="table-scroll">
      <table className="student-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email or Username</th>
            <th scope="col">Class</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {students.map((r) => {
            const name = fullName(r);
            const locked = isGoogleStudent(r) && r.classID !== null && googleClassIDs.has(r.classID);
            return (
              <tr key={r.id}>
                <th scope="row">{name}</th>
                <td className="student-login" data-label="Email or Username">
                  {signInName(r)}
                </td>
                <td data-label="Class">{r.class?.name ?? '—'}</td>
                <td className="student-actions">
                  <div className="row-actions">
                    <Button variant="ghost" onClick={() => onEdit(r)}>
                      Edit<span className="visually-hidden"> {name}</span>
                    </Button>
                    {!isGoogleStudent(r) ? (
                      <Button variant="ghost" onClick={() => onSetPassword(r)}>
                        Set Password<span className="visually-hidden"> for {name}</span>
                      </Button>
                    ) : null}
                    {!locked ? (
                      <Button variant="ghost" className="button-ghost-danger" onClick={() => onRemove(r)}>
                        Remove<span className="visually-hidden"> {name} from class</span>
                      </Button>
                    ) : null}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
