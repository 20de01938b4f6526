import type { RosterRowResult } from '../../../shared/api/roster';
import { rosterMessages } from '../../../shared/rosterMessages';
import type { LoginCard } from './loginCards';
import { rosterText } from './text';

const statusText: Record<RosterRowResult['status'], 'readyToAdd' | 'added' | 'notAdded' | 'noSeatLeft'> = {
  ready: 'readyToAdd',
  created: 'added',
  invalid: 'notAdded',
  noSeat: 'noSeatLeft',
};

/** The list as the server read it: each row's username (given or made), and why a row cannot be added. */
export function RosterPreviewTable({ rows, caption }: { rows: RosterRowResult[]; caption: string }) {
  return (
    <div className="table-scroll roster-table-scroll">
      <table className="roster-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{rosterText.row}</th>
            <th scope="col">{rosterText.name}</th>
            <th scope="col">{rosterText.username}</th>
            <th scope="col">{rosterText.email}</th>
            <th scope="col">{rosterText.status}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const problem = r.status === 'invalid' || r.status === 'noSeat';
            return (
              <tr key={r.row} className={problem ? 'roster-row-problem' : undefined}>
                <td>{r.row + 1}</td>
                <th scope="row">{`${r.first} ${r.last}`.trim() || <span className="muted">{rosterText.noName}</span>}</th>
                <td className="roster-mono">
                  {r.username ?? '—'}
                  {r.usernameGenerated ? <span className="roster-note">{rosterText.newUsername}</span> : null}
                </td>
                <td>{r.email ?? '—'}</td>
                <td>
                  <strong>{rosterText[statusText[r.status]]}</strong>
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
        <table className="roster-table" aria-label={rosterText.newSignIns}>
          <thead>
            <tr>
              <th scope="col">{rosterText.name}</th>
              <th scope="col">{rosterText.username}</th>
              <th scope="col">{rosterText.password}</th>
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
