import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { describedBy, FieldMessages } from './FieldMessages';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: ReactNode;
  hint?: ReactNode;
  /** Extra class for the control, e.g. the monospace class-code input. */
  inputClassName?: string;
}

/** A labelled text input with its hint and error linked for screen readers. */
export function Field({ label, error, hint, inputClassName, className, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        className={['input', inputClassName].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
