import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { describedBy, FieldMessages } from './FieldMessages';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  hint?: ReactNode;
}

export function CheckboxField({ label, hint, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={['field field-checkbox', className].filter(Boolean).join(' ')}>
      <input {...input} type="checkbox" id={id} aria-describedby={describedBy(id, hint, null)} />
      <label htmlFor={id}>{label}</label>
      <FieldMessages id={id} hint={hint} />
    </div>
  );
}
