import type { SubTeacher } from '../../../shared/api/teachers';
import { Button } from '../../ui/Button';
import { planNameOf } from './SeatSummary';
import { teachersText as text } from './text';

interface SubTeacherTableProps {
  teachers: SubTeacher[];
  onEdit: (t: SubTeacher) => void;
  onSetPassword: (t: SubTeacher) => void;
  onRemove: (t: SubTeacher) => void;
}

/** An email that may wrap after its @ in a narrow column. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** The group's teachers with their students and plan, and the actions on each. */
export function SubTeacherTable({ teachers, onEdit, onSetPassword, onRemove }: SubTeacherTableProps) {
  return (
    <div className="teachers-table-wrap">
      <table className="teachers-table">
        <caption>{text.teachersInGroup}</caption>
        <thead>
          <tr>
            <th scope="col">{text.name}</th>
            <th scope="col">{text.email}</th>
            <th scope="col" className="num">
              {text.students}
            </th>
            <th scope="col">{text.plan}</th>
            <th scope="col">
              <span className="visually-hidden">{text.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {teachers.map((t) => {
            const name = `${t.first} ${t.last}`;
            return (
              <tr key={t.id}>
                <th scope="row" className="teachers-name">
                  {name}
                </th>
                <td className="teachers-email">{t.email ? <EmailText email={t.email} /> : '—'}</td>
                <td className="num teachers-students">{text.studentsOf(t.totalStudents, t.maxStudents)}</td>
                <td className="teachers-plan">
                  {t.plan ? (
                    <>
                      {planNameOf(t.plan)} <code className="muted">{t.plan}</code>
                    </>
                  ) : (
                    '—'
                  )}
                </td>
                <td>
                  <div className="teachers-actions">
                    <Button variant="ghost" onClick={() => onEdit(t)}>
                      {text.edit}
                      <span className="visually-hidden">{text.namedAfter(name)}</span>
                    </Button>
                    <Button variant="ghost" onClick={() => onSetPassword(t)}>
                      {text.setPassword}
                      <span className="visually-hidden">{text.forName(name)}</span>
                    </Button>
                    <Button variant="ghost" className="teachers-remove" onClick={() => onRemove(t)}>
                      {text.remove}
                      <span className="visually-hidden">{text.namedAfter(name)}</span>
                    </Button>
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
