import { useState, type ChangeEvent, type FocusEvent } from 'react';

type Values = Record<string, string | boolean>;
type Errors<T> = Partial<Record<keyof T, string>>;

/**
 * Values, touched flags and validation of a form. An error shows once its field was left
 * or the form was submitted, so nobody is scolded while still typing.
 */
export function useFormFields<T extends Values>(initial: T | (() => T), validate: (values: T) => Errors<T>) {
  const [values, setValues] = useState<T>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const errors = validate(values);

  const set = <K extends keyof T>(key: K, value: T[K]) => setValues((v) => ({ ...v, [key]: value }));
  const shown = (key: keyof T): string | undefined => (submitted || touched[key] ? errors[key] : undefined);

  /** value/onChange/onBlur of a text input or select. */
  const bind = (key: keyof T & string) => ({
    name: key,
    value: String(values[key]),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(key, e.target.value as T[typeof key]),
    onBlur: (e: FocusEvent<HTMLInputElement | HTMLSelectElement>) => {
      // Leaving a field for the submit button must not show its error yet: the message would
      // push the button down between mouse-down and mouse-up and swallow the click. The
      // submit shows every error anyway.
      if (isSubmitButton(e.relatedTarget)) return;
      setTouched((t) => ({ ...t, [key]: true }));
    },
  });

  /** Marks the form submitted (all errors show) and tells whether it may be sent. */
  const check = (): boolean => {
    setSubmitted(true);
    return Object.values(errors).every((e) => !e);
  };

  return { values, set, errors, shown, bind, check };
}

const isSubmitButton = (el: EventTarget | null): boolean =>
  el instanceof HTMLButtonElement && el.type === 'submit';
