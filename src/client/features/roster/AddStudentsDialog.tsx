import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { ClassInfo } from '../../../shared/api/classes';
import type { CallOutput } from '../../../shared/api/endpoint';
import { bulkCreateStudents, ROSTER_MAX_ROWS, type RosterRow } from '../../../shared/api/roster';
import { messages } from '../../../shared/messages';
import { rosterMessages } from '../../../shared/rosterMessages';
import { ApiError, call, failureText } from '../../lib/api';
import { getSession } from '../../lib/session';
import { Button } from '../../ui/Button';
import { CheckboxField } from '../../ui/CheckboxField';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { keepLoginCards, type LoginCard } from './loginCards';
import { signInAddress } from './signInAddress';
import { parseNameList } from './nameList';
import { NewLoginsTable, RosterPreviewTable } from './RosterTables';
import { Emphasis, strong } from '../../ui/Emphasis';
import { rosterText } from './text';
import './roster.css';

type Source = 'one' | 'list' | 'csv';
type Answer = CallOutput<typeof bulkCreateStudents>;
type Step =
  { name: 'enter' } | { name: 'preview'; rows: RosterRow[]; answer: Answer } | { name: 'done'; answer: Answer; cards: LoginCard[] };

const SOURCES: { value: Source; label: 'oneStudent' | 'pasteList' | 'importCsv' }[] = [
  { value: 'one', label: 'oneStudent' },
  { value: 'list', label: 'pasteList' },
  { value: 'csv', label: 'importCsv' },
];

interface AddStudentsDialogProps {
  cls: ClassInfo;
  onClose: () => void;
  /** Students were created: the list and the seat line need reloading. */
  onAdded: () => void;
}

/**
 * Add students (issue 15): one, a pasted list or a CSV file -> a preview the server makes (a dry
 * run: errors per row, generated usernames, the seats) -> the accounts, with passwords shown once.
 */
export function AddStudentsDialog({ cls, onClose, onAdded }: AddStudentsDialogProps) {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: 'enter' });
  const [source, setSource] = useState<Source>('list');
  const [one, setOne] = useState({ first: '', last: '', username: '', email: '' });
  const [list, setList] = useState('');
  const [csv, setCsv] = useState<{ fileName: string; rows: RosterRow[] } | null>(null);
  const [under13, setUnder13] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // A failure to add, said in the dialog: a toast would sit over the dialog's buttons (issue 29).
  const [failure, setFailure] = useState<string | null>(null);
  const listId = useId();
  const fileId = useId();

  const rowsToSend = (): RosterRow[] | string => {
    if (source === 'one') {
      if (!one.first.trim()) return messages.firstNameRequired;
      return [{ first: one.first.trim(), last: one.last.trim(), username: one.username.trim() || null, email: one.email.trim() || null }];
    }
    const rows = source === 'list' ? parseNameList(list) : (csv?.rows ?? []);
    if (rows.length === 0) return rosterMessages.emptyList;
    if (rows.length > ROSTER_MAX_ROWS) return rosterMessages.tooManyRows(ROSTER_MAX_ROWS, rows.length);
    return rows;
  };

  async function preview(rows: RosterRow[]) {
    const answer = await call(bulkCreateStudents, { body: { classID: cls.id, students: rows, under13, dryRun: true } });
    setStep({ name: 'preview', rows, answer });
  }

  async function check(event: FormEvent) {
    event.preventDefault();
    const rows = rowsToSend();
    if (typeof rows === 'string') return void setError(rows);
    setError(null);
    setSending(true);
    try {
      await preview(rows);
    } catch (err) {
      const text = failureText('check the list', err);
      if (text) setError(text);
    } finally {
      setSending(false);
    }
  }

  async function chooseFile(file: File | undefined) {
    setCsv(null);
    setError(null);
    if (!file) return;
    // Papa Parse is loaded only when a file is chosen.
    const { parseStudentCsv, readCsvFile } = await import('./studentCsv');
    const parsed = parseStudentCsv(await readCsvFile(file));
    if ('error' in parsed) return void setError(parsed.error);
    if (parsed.rows.length === 0) return void setError(rosterMessages.emptyList);
    setCsv({ fileName: file.name, rows: parsed.rows });
  }

  async function add(rows: RosterRow[]) {
    setSending(true);
    setFailure(null);
    try {
      const answer = await call(bulkCreateStudents, { body: { classID: cls.id, students: rows, under13 } });
      const cards = answer.rows.flatMap((r) =>
        r.status === 'created' && r.username && r.password
          ? [{ first: r.first, last: r.last, login: r.username, password: r.password }]
          : [],
      );
      keepLoginCards({
        classID: answer.classID,
        className: answer.className,
        classCode: answer.classCode,
        signInUrl: signInAddress(answer.signInUrl, window.location.origin),
        cards,
        ownerID: getSession().user?.id ?? '',
      });
      // "N students added." is the done step's heading (a status), not a toast over its buttons.
      setStep({ name: 'done', answer, cards });
      onAdded();
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        setFailure(err.message);
        await preview(rows).catch(() => undefined);
      } else {
        const text = failureText('add students', err);
        if (text) setFailure(text);
      }
    } finally {
      setSending(false);
    }
  }

  const close = () => {
    if (!sending) onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={rosterText.addStudents}
      description={<Emphasis text={rosterText.addLead(strong(cls.name), cls.code)} />}
    >
      <div className="roster-dialog">
        {step.name === 'enter' ? (
          <form onSubmit={check} noValidate className="form" aria-label={rosterText.studentsToAdd}>
            <fieldset className="fieldset roster-sources">
              <legend>{rosterText.add}</legend>
              {SOURCES.map((s) => (
                <label key={s.value} className="roster-source">
                  <input
                    type="radio"
                    name="rosterSource"
                    value={s.value}
                    checked={source === s.value}
                    onChange={() => {
                      setSource(s.value);
                      setError(null);
                    }}
                  />
                  {rosterText[s.label]}
                </label>
              ))}
            </fieldset>

            {source === 'one' ? (
              <>
                <div className="field-row">
                  <Field
                    label={rosterText.firstName}
                    autoComplete="off"
                    maxLength={100}
                    value={one.first}
                    onChange={(e) => setOne({ ...one, first: e.target.value })}
                  />
                  <Field
                    label={rosterText.lastName}
                    autoComplete="off"
                    maxLength={100}
                    value={one.last}
                    onChange={(e) => setOne({ ...one, last: e.target.value })}
                  />
                </div>
                <div className="field-row">
                  <Field
                    label={rosterText.usernameOptional}
                    autoComplete="off"
                    spellCheck={false}
                    maxLength={50}
                    hint={rosterText.usernameHint}
                    value={one.username}
                    onChange={(e) => setOne({ ...one, username: e.target.value })}
                  />
                  <Field
                    label={rosterText.emailOptional}
                    type="email"
                    autoComplete="off"
                    spellCheck={false}
                    maxLength={254}
                    value={one.email}
                    onChange={(e) => setOne({ ...one, email: e.target.value })}
                  />
                </div>
              </>
            ) : null}

            {source === 'list' ? (
              <div className="field">
                <label htmlFor={listId}>{rosterText.namesLabel}</label>
                <textarea
                  id={listId}
                  name="studentNames"
                  className="input roster-names"
                  rows={10}
                  spellCheck={false}
                  value={list}
                  onChange={(e) => setList(e.target.value)}
                  aria-describedby={`${listId}-hint`}
                />
                <p className="field-hint" id={`${listId}-hint`}>
                  {rosterText.namesHint(ROSTER_MAX_ROWS)}
                </p>
              </div>
            ) : null}

            {source === 'csv' ? (
              <div className="field">
                <label htmlFor={fileId}>{rosterText.csvFile}</label>
                <input
                  id={fileId}
                  type="file"
                  name="studentFile"
                  accept=".csv,.txt,text/csv,text/plain"
                  className="roster-file"
                  onChange={(e) => void chooseFile(e.target.files?.[0])}
                  aria-describedby={`${fileId}-hint`}
                />
                <p className="field-hint" id={`${fileId}-hint`}>
                  <Emphasis text={rosterText.csvHint(strong('first'), strong('last'), strong('username'), strong('email'))} />
                </p>
                {csv ? <p role="status">{rosterText.readFromFile(csv.rows.length, csv.fileName)}</p> : null}
              </div>
            ) : null}

            <CheckboxField
              label={rosterText.under13}
              name="under13"
              checked={under13}
              onChange={(e) => setUnder13(e.target.checked)}
              hint={rosterText.under13Hint}
            />
            {error ? (
              <p className="notice notice-error" role="alert">
                {error}
              </p>
            ) : null}
            <div className="dialog-actions">
              <Button variant="secondary" onClick={close}>
                {rosterText.cancel}
              </Button>
              <Button type="submit" busy={sending}>
                {rosterText.checkList}
              </Button>
            </div>
          </form>
        ) : null}

        {failure && step.name === 'preview' ? (
          <p className="notice notice-error" role="alert">
            {failure}
          </p>
        ) : null}
        {step.name === 'preview' ? (
          <Preview
            step={step}
            sending={sending}
            onBack={() => {
              setFailure(null);
              setStep({ name: 'enter' });
            }}
            onAdd={add}
          />
        ) : null}

        {step.name === 'done' ? (
          <>
            <div role="status">
              <h3 className="roster-step-title">{rosterMessages.studentsAdded(step.answer.created)}</h3>
            </div>
            {step.cards.length > 0 ? <NewLoginsTable cards={step.cards} /> : null}
            {step.answer.rows.some((r) => r.status !== 'created') ? (
              <>
                <h3 className="roster-step-title">{rosterText.notAdded}</h3>
                <RosterPreviewTable rows={step.answer.rows.filter((r) => r.status !== 'created')} caption={rosterText.rowsNotAdded} />
              </>
            ) : null}
            <div className="dialog-actions">
              <Button variant="secondary" onClick={close}>
                {rosterText.done}
              </Button>
              {step.cards.length > 0 ? (
                <Button onClick={() => void navigate({ to: '/classes/$classID/cards', params: { classID: cls.id } })}>
                  {rosterText.printCards}
                </Button>
              ) : null}
            </div>
          </>
        ) : null}
      </div>
    </Dialog>
  );
}

/** The server's dry run: the seats said first, then every row with its username or its errors. */
function Preview({
  step,
  sending,
  onBack,
  onAdd,
}: {
  step: Extract<Step, { name: 'preview' }>;
  sending: boolean;
  onBack: () => void;
  onAdd: (rows: RosterRow[]) => void;
}) {
  const { answer, rows } = step;
  const valid = answer.rows.filter((r) => r.status !== 'invalid').length;
  const invalid = answer.rows.length - valid;
  const ready = answer.rows.filter((r) => r.status === 'ready').length;
  return (
    <>
      <p className={`notice${answer.seats.free < valid ? ' notice-warning' : ''}`} role="status">
        {rosterMessages.seatsBeforeImport(answer.seats.free, valid)}
      </p>
      {invalid > 0 ? <p className="notice notice-error">{rosterText.rowsWithErrors(invalid)}</p> : null}
      <RosterPreviewTable rows={answer.rows} caption={rosterText.studentsOnList} />
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onBack} disabled={sending}>
          {rosterText.back}
        </Button>
        <Button onClick={() => onAdd(rows)} busy={sending} disabled={ready === 0}>
          {rosterText.addCount(ready)}
        </Button>
      </div>
    </>
  );
}
