import { RoleID } from '../../shared/domain/roles';
import { getSession, subscribeSession } from '../lib/session';

export type ToastKind = 'error' | 'success' | 'warning' | 'info';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
  /** Milliseconds before it closes by itself; Infinity keeps it open until dismissed. */
  duration: number;
}

/** ACB §8 toast durations. */
export const TOAST_MS = { error: 6000, studentError: 8000, success: 3000, warning: 4000, info: 4000 } as const;

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((l) => l());
}

export const getToasts = () => items;
export const subscribeToasts = (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener));

export function dismissToast(id: number) {
  items = items.filter((t) => t.id !== id);
  emit();
}

function show(kind: ToastKind, text: string, duration: number): number {
  const id = nextId++;
  // The same message again (a student retrying a wrong password) replaces the open one rather
  // than stacking copies that push the newest message off a Chromebook's screen.
  items = [...items.filter((t) => t.kind !== kind || t.text !== text), { id, kind, text, duration }];
  emit();
  return id;
}

// Students read more slowly, so their errors stay longer; decided when the toast opens.
const errorDuration = () => (getSession().user?.roleID === RoleID.Student ? TOAST_MS.studentError : TOAST_MS.error);

/** Callable from anywhere: screens, hooks and session code alike. */
export const toast = {
  error: (text: string) => show('error', text, errorDuration()),
  success: (text: string) => show('success', text, TOAST_MS.success),
  warning: (text: string) => show('warning', text, TOAST_MS.warning),
  /** Stays open until the user closes it (e.g. a badge earned). */
  sticky: (text: string, kind: ToastKind = 'info') => show(kind, text, Infinity),
  /** A message with its own duration (e.g. the 12 s add-student hint). */
  custom: (kind: ToastKind, text: string, duration: number) => show(kind, text, duration),
};

// On a shared machine the next person must not read the last person's messages: when a
// different user signs in, every open toast closes.
let lastUserID: string | null = null;
subscribeSession(() => {
  const id = getSession().user?.id ?? null;
  if (id && id !== lastUserID && items.length) {
    items = [];
    emit();
  }
  if (id) lastUserID = id;
});
