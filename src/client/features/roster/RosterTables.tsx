import type { RosterRowResult } from '../../../shared/api/roster';
import { rosterMessages } from '../../../shared/messages';
import type { LoginCard } from './loginCards';

const statusText: Record<RosterRowResult['status'], string> = {
  ready: 'Ready to add',
  created: 'Added',
  invalid: 'Not added',
  noSeat: 'No seat left',
};

/** The list as the server read it: each row's username (given or made), and why a row cannot be added. */
export function RosterPreviewTable({ rows, caption }: { rows: RosterRowResult[]; caption: string }) {
  return (
    <div className="table-scroll roster-table-scroll">
      <table className="roster-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Name</th>
            <th scope="col">Username</th>
            <th scope="col">Email</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const problem = r.status === 'invalid' || r.status === 'noSeat';
            return (
              <tr key={r.row} className={problem ? 'roster-row-problem' : undefined}>
                <td>{r.row + 1}</td>
                <th scope="row">{`${r.first} ${r.last}`.trim() || <span className="muted">(no name)</span>}</th>
                <td className="roster-mono">
                  {r.username ?? '—'}
                  {r.usernameGenerated ? <span className="roster-note"> (new)</span> : null}
                </td>
                <td>{r.email ?? '—'}</td>
                <td>
                  <strong>{statusText[r.status]}</strong>
                  {problem && r.errors.length > 0 ? (
                    <ul className="roster-errors">
                      {r.errors.map((e) => (
                        <li key={e}>{e}</li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The new sign-ins, shown this once (they are kept in this page's memory only, for the cards). */
export function NewLoginsTable({ cards }: { cards: LoginCard[] }) {
  return (
    <>
      <p className="notice notice-warning" role="status">
        {rosterMessages.shownOnce}
      </p>
      <div className="table-scroll roster-table-scroll">
        <table className="roster-table" aria-label="New sign-ins">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Username</th>
              <th scope="col">Password</th>
            </tr>
          </thead>
          <tbody>
            {cards.map((card) => (
              <tr key={card.login}>
                <th scope="row">{`${card.first} ${card.last}`.trim()}</th>
                <td className="roster-mono">{card.login}</td>
                <td className="roster-mono roster-password">{card.password}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
