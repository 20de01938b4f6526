import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { getAllClasses, type ClassInfo } from '../../../shared/api/classes';
import {
  getAllTopics,
  getCustomDiagnostics,
  updateClassSuperDiagnostic,
  updateCustomDiagnostics,
  type CustomDiagnostic,
  type Topic,
} from '../../../shared/api/diagnostic';
import { TOPIC_GROUPS } from '../../../shared/content/schema';
import { extraMessages, messages } from '../../../shared/messages';
import { call, failureText } from '../../lib/api';
import { contentCall, useLoaded } from '../../lib/useLoaded';
import { useSession } from '../../lib/useSession';
import { Button } from '../../ui/Button';
import { LoadFailed } from '../../ui/LoadState';
import { SelectField } from '../../ui/SelectField';
import { toast } from '../../ui/toast';
import { Switch } from '../../ui/Switch';
import { DisableDiagnosticDialog } from './DisableDiagnosticDialog';
import { useLanguage } from '../../i18n/language';
import { buildDiagnosticText as text } from './buildText';
import './diagnostic.css';

const ROUTE = '/buildSuperDiagnostic/{-$classID}' as const;

/**
 * Build Diagnostic (LA §2, §4, §5): per class, the Enable Diagnostic switch and a topic switch
 * per topic, grouped by header. Topic switches are locked while the diagnostic is enabled or a
 * call runs; a change shows at once and is put back if the server refuses it. Turning the
 * diagnostic off goes through a dialog where the class name must be typed.
 */
export function BuildDiagnosticScreen({ classID }: { classID?: string }) {
  useLanguage();
  const { user } = useSession();
  const navigate = useNavigate();
  const classes = useLoaded(() => call(getAllClasses), user?.id ?? '');
  const topics = useLoaded(() => contentCall(getAllTopics), 'topics');
  const [enabledOverride, setEnabledOverride] = useState<Record<string, boolean>>({});
  const classList = classes.status === 'ready' ? classes.data : [];
  const chosen = classList.find((c) => c.id === classID);

  useEffect(() => {
    if (classes.status !== 'ready' || classList.length === 0 || chosen) return;
    if (classID) toast.error(extraMessages.classNotFound);
    void navigate({ to: ROUTE, params: { classID: classList[0]!.id }, replace: true });
  }, [classes.status, classList, chosen, classID, navigate]);

  if (!user) return null;
  const noClass = classes.status === 'ready' && classList.length === 0;

  return (
    <>
      <div className="page-heading">
        <h1>{text.title}</h1>
      </div>
      {classes.status === 'loading' || topics.status === 'loading' ? <p className="muted">{messages.loading}</p> : null}
      {classes.status === 'failed' ? <LoadFailed action="load classes" error={classes.error} onRetry={classes.reload} /> : null}
      {topics.status === 'failed' ? <LoadFailed action="load the topics" error={topics.error} onRetry={topics.reload} /> : null}
      {noClass ? (
        <>
          <div className="notice empty-state" role="status">
            <p>{messages.addClassBeforeDiagnostic}</p>
            <Link to="/classes" className="button button-secondary">
              {text.goToDashboard}
            </Link>
          </div>
          <div className="diag-toolbar">
            <Switch checked={false} label={text.enable} locked onToggle={() => toast.warning(messages.addClassFirst)} />
            <span aria-hidden="true">{text.enable}</span>
            <Button variant="secondary" onClick={() => toast.warning(messages.addClassFirst)}>
              {text.view}
            </Button>
          </div>
        </>
      ) : null}
      {chosen && topics.status === 'ready' ? (
        <ClassDiagnostic
          key={chosen.id}
          cls={{ ...chosen, superDiagnosticEnabled: enabledOverride[chosen.id] ?? chosen.superDiagnosticEnabled }}
          classList={classList}
          topics={topics.data}
          onPickClass={(id) => void navigate({ to: ROUTE, params: { classID: id } })}
          onEnabledChange={(on) => setEnabledOverride((m) => ({ ...m, [chosen.id]: on }))}
        />
      ) : null}
    </>
  );
}

interface ClassDiagnosticProps {
  cls: ClassInfo;
  classList: ClassInfo[];
  topics: Topic[];
  onPickClass: (id: string) => void;
  onEnabledChange: (on: boolean) => void;
}

function ClassDiagnostic({ cls, classList, topics, onPickClass, onEnabledChange }: ClassDiagnosticProps) {
  const navigate = useNavigate();
  const settings = useLoaded(() => call(getCustomDiagnostics, { params: { classID: cls.id } }), cls.id);
  const [rows, setRows] = useState<Map<string, CustomDiagnostic>>(new Map());
  const [busy, setBusy] = useState(0);
  const [confirmOff, setConfirmOff] = useState(false);
  const enabled = cls.superDiagnosticEnabled;

  const stored = settings.status === 'ready' ? settings.data : null;
  useEffect(() => {
    if (stored) setRows(new Map(stored.map((r) => [r.topicID, r])));
  }, [stored]);
  useEffect(() => {
    if (settings.status === 'failed') {
      const text = failureText('load custom diagnostics', settings.error);
      if (text) toast.error(text);
    }
  }, [settings]);

  const rowOf = (topic: Topic): CustomDiagnostic =>
    rows.get(topic.id) ?? { id: null, classID: cls.id, topicID: topic.id, diagnosticEnabled: topic.suggested };
  const activeCount = topics.filter((t) => rowOf(t).diagnosticEnabled).length;
  const locked = enabled || busy > 0 || settings.status !== 'ready';

  async function toggleTopic(topic: Topic) {
    if (enabled) {
      toast.warning(extraMessages.diagnosticTopicsLocked);
      return;
    }
    if (locked) return;
    const before = rowOf(topic);
    // An entry the server has not stored yet gets a temporary time-based id (LA §4).
    const next: CustomDiagnostic = { ...before, id: before.id ?? String(Date.now()), diagnosticEnabled: !before.diagnosticEnabled };
    setRows((m) => new Map(m).set(topic.id, next));
    setBusy((n) => n + 1);
    try {
      const [saved] = await call(updateCustomDiagnostics, {
        body: [{ id: before.id ?? Date.now(), classID: cls.id, topicID: topic.id, diagnosticEnabled: next.diagnosticEnabled }],
      });
      if (saved) setRows((m) => new Map(m).set(topic.id, saved));
    } catch (err) {
      setRows((m) => new Map(m).set(topic.id, before));
      const text = failureText('update custom diagnostics', err);
      if (text) toast.error(text);
    } finally {
      setBusy((n) => n - 1);
    }
  }

  async function toggleEnabled() {
    if (busy > 0) return;
    if (enabled) {
      setConfirmOff(true);
      return;
    }
    if (activeCount === 0) {
      toast.warning(messages.enableOneTopic);
      return;
    }
    setBusy((n) => n + 1);
    try {
      await call(updateClassSuperDiagnostic, { body: { id: cls.id, superDiagnosticEnabled: true } });
      onEnabledChange(true);
    } catch (err) {
      const text = failureText('update the diagnostic', err);
      if (text) toast.error(text);
    } finally {
      setBusy((n) => n - 1);
    }
  }

  function viewDiagnostic() {
    if (activeCount === 0) {
      toast.warning(messages.enableOneTopic);
      return;
    }
    void navigate({ to: '/super-diagnostic/$classID', params: { classID: cls.id } });
  }

  return (
    <div className="diag-layout">
      <div className="diag-toolbar">
        <SelectField
          label={text.class}
          name="diagnosticClass"
          options={classList.map((c) => ({ value: c.id, label: c.name }))}
          value={cls.id}
          onChange={(e) => onPickClass(e.target.value)}
        />
        <div className="diag-enable">
          <Switch checked={enabled} label={text.enable} busy={busy > 0} onToggle={() => void toggleEnabled()} />
          <span aria-hidden="true">{text.enable}</span>
        </div>
        <Button variant="secondary" onClick={viewDiagnostic}>
          {text.view}
        </Button>
      </div>
      {enabled ? (
        <div className="notice diag-enabled-note" role="status">
          <p>{extraMessages.diagnosticEnabledNote}</p>
        </div>
      ) : null}
      {settings.status === 'loading' ? <p className="muted">{messages.loading}</p> : null}
      {settings.status === 'failed' ? (
        <LoadFailed action="load custom diagnostics" error={settings.error} onRetry={settings.reload} />
      ) : null}
      {settings.status === 'ready' ? (
        <section className="card" aria-labelledby="diag-topics-title">
          <h2 id="diag-topics-title">
            {text.topics} <span className="muted">{text.forClass(cls.name)}</span>
          </h2>
          <p className="muted">{text.suggested(activeCount)}</p>
          <div className="table-scroll">
            <table className="diag-topic-table">
              {TOPIC_GROUPS.map((header) => {
                const group = topics.filter((t) => t.header === header);
                if (group.length === 0) return null;
                return (
                  <tbody key={header}>
                    <tr className="diag-group-row">
                      <th scope="colgroup" colSpan={2} lang="en">
                        {header}
                      </th>
                    </tr>
                    <tr className="diag-col-row">
                      <th scope="col" className="switch-col">
                        {text.activateTopic}
                      </th>
                      <th scope="col">{text.name}</th>
                    </tr>
                    {group.map((topic) => (
                      <tr key={topic.id}>
                        <td className="switch-col">
                          <Switch
                            checked={rowOf(topic).diagnosticEnabled}
                            label={text.activateTopicNamed(topic.name)}
                            locked={locked}
                            onToggle={() => void toggleTopic(topic)}
                          />
                        </td>
                        <td lang="en">{topic.name}</td>
                      </tr>
                    ))}
                  </tbody>
                );
              })}
            </table>
          </div>
        </section>
      ) : null}
      {confirmOff ? (
        <DisableDiagnosticDialog
          cls={cls}
          onClose={() => setConfirmOff(false)}
          onDisabled={() => {
            setConfirmOff(false);
            onEnabledChange(false);
          }}
        />
      ) : null}
    </div>
  );
}
