import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { describedBy, FieldMessages } from './FieldMessages';

/** An option whose value differs from its text (e.g. a class id shown by its name). */
export interface SelectOption {
  value: string;
  label: string;
  /** The language of the label when it is not the interface's (content such as an English lesson name: 'en'). */
  lang?: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly (string | SelectOption)[];
  /** Text of an empty first option ("Choose one"); omitted when a value is always chosen. */
  placeholder?: string;
  error?: ReactNode;
  hint?: ReactNode;
}

export function SelectField({ label, options, placeholder, error, hint, className, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      <select {...select} id={id} className="input" aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => {
          const { value, label: text, lang } = typeof option === 'string' ? { value: option, label: option, lang: undefined } : option;
          return (
            <option key={value} value={value} lang={lang}>
              {text}
            </option>
          );
        })}
      </select>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
