import { useSyncExternalStore } from 'react';

/**
 * Light or dark (issue 14): the device's setting (prefers-color-scheme) until someone turns the
 * switch, then their choice, remembered on this device. The page's colours are CSS custom
 * properties on :root, redefined under [data-theme='dark'] in styles.css.
 */
export type Theme = 'light' | 'dark';

const STORAGE_KEY = 'sentence-lab.theme';
const systemDark = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;
const listeners = new Set<() => void>();

function storedChoice(): Theme | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

const systemTheme = (): Theme => (systemDark?.matches ? 'dark' : 'light');
let current: Theme = storedChoice() ?? systemTheme();

function apply() {
  document.documentElement.dataset.theme = current;
  listeners.forEach((l) => l());
}

/** Puts the theme on <html> before the first screen renders, and follows the device's changes. */
export function startTheme(): void {
  apply();
  systemDark?.addEventListener('change', () => {
    if (storedChoice()) return;
    current = systemTheme();
    apply();
  });
}

/**
 * Chooses a theme on this device. Choosing what the device already shows forgets the choice, so
 * the page follows the device's setting again (a switch has no third "system" position).
 */
export function setTheme(theme: Theme): void {
  current = theme;
  try {
    if (theme === systemTheme()) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // Private mode: the choice lasts until the page is closed.
  }
  apply();
}

export function useTheme(): Theme {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => void listeners.delete(l)),
    () => current,
    () => 'light',
  );
}
