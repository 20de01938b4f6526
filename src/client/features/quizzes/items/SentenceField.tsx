import { useId, type ReactNode } from 'react';

interface SentenceFieldProps {
  label: string;
  hint?: ReactNode;
  describedBy?: string;
  value: string;
  onChange: (value: string) => void;
  readOnly: boolean;
}

/**
 * A text box for a whole English sentence (fix, combine). No spell-check, autocorrect or
 * automatic capitals: they would find or fix the mistake for the student. It grows with its text.
 */
export function SentenceField({ label, hint, describedBy, value, onChange, readOnly }: SentenceFieldProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="field sentence-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className="input sentence-input"
        rows={2}
        lang="en"
        spellCheck={false}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        maxLength={1000}
        value={value}
        readOnly={readOnly}
        aria-describedby={[describedBy, hint ? hintId : null].filter(Boolean).join(' ') || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
