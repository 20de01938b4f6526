import { useSyncExternalStore } from 'react';
import { paintSpokenWord } from './highlight';
import { shownRange, speakable, speechChunks, wordRangeAt, type TextRange } from './speechText';
import { chooseVoice, interfaceLanguage, utteranceLang, type SpeechLanguage } from './voices';

/**
 * The page's one reader (issue 14): the browser's speech synthesis, which works offline with the
 * device's own voices. One text is read at a time; a new one stops the last. What is being read
 * and its current word are a small store the listen buttons and highlighted texts subscribe to.
 */

/** One piece of a text to read: content (the grammar taught) is English; 'interface' follows `<html lang>`. */
export interface SpeechPart {
  text: string;
  language: SpeechLanguage | 'interface';
  /** Say each apostrophe as a word ("dog apostrophe s"): options that differ only in apostrophes (issue 29). */
  spellApostrophes?: boolean;
}

/** The word being said: which part, and where in that part's shown text. */
export interface SpokenWord extends TextRange {
  part: number;
}

export interface SpeechState {
  /** The listen button being read, or null. */
  id: string | null;
  /** Null until the browser reports a word boundary (some voices never do). */
  word: SpokenWord | null;
}

/** The keyboard shortcut that reads the current question (aria-keyshortcuts syntax). */
export const READ_SHORTCUT = 'Alt+Shift+R';

const IDLE: SpeechState = { id: null, word: null };
let state: SpeechState = IDLE;
const listeners = new Set<() => void>();
function set(next: SpeechState) {
  state = next;
  listeners.forEach((l) => l());
}

/** The browser's speech synthesis, or null where there is none (then no listen button shows). */
function synthesis(): SpeechSynthesis | null {
  if (typeof window === 'undefined') return null;
  const synth = (window as { speechSynthesis?: SpeechSynthesis }).speechSynthesis;
  const Utterance = (window as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
  return synth && typeof synth.speak === 'function' && typeof Utterance === 'function' ? synth : null;
}

export const speechSupported = (): boolean => synthesis() !== null;

/** Voices arrive late in Chrome (after `voiceschanged`); until then the utterance's lang chooses. */
let voices: SpeechSynthesisVoice[] = [];
let started = false;
function start(synth: SpeechSynthesis) {
  if (started) return;
  started = true;
  const load = () => {
    const list = synth.getVoices();
    if (list.length > 0) voices = list;
  };
  load();
  synth.addEventListener?.('voiceschanged', load);
  listeners.add(() => paintSpokenWord(state));
  // Chrome goes on speaking after the page is left or reloaded.
  window.addEventListener('pagehide', () => synth.cancel());
  document.addEventListener('keydown', onKeyDown);
}

/** Starts loading the voices (a listen button calls this when it first shows). */
export function prepareSpeech(): void {
  const synth = synthesis();
  if (synth) start(synth);
}

let run = 0;
/** Utterances being spoken, kept so the browser does not drop their events (a Chrome bug). */
const spoken: SpeechSynthesisUtterance[] = [];

/** Stops reading (Escape, the same button again, leaving the screen). */
export function stopSpeaking(): void {
  const synth = synthesis();
  if (state.id === null && !synth?.speaking && !synth?.pending) return;
  run++;
  spoken.length = 0;
  synth?.cancel();
  set(IDLE);
}

/** Stops reading if `id` is what is being read. */
export function stopIfSpeaking(id: string): void {
  if (state.id === id) stopSpeaking();
}

/** Reads `parts` one after the other, at `rate`, as the listen button `id`. */
export function speak(id: string, parts: readonly SpeechPart[], rate: number): void {
  const synth = synthesis();
  if (!synth) return;
  start(synth);
  stopSpeaking();
  const token = ++run;
  if (voices.length === 0) voices = synth.getVoices();
  const ui = interfaceLanguage(document.documentElement.lang);
  const queue: SpeechSynthesisUtterance[] = [];
  parts.forEach((part, index) => {
    const language = part.language === 'interface' ? ui : part.language;
    const voice = chooseVoice(voices, language);
    const say = speakable(part.text, part.spellApostrophes);
    for (const chunk of speechChunks(say.text)) {
      const utterance = new SpeechSynthesisUtterance(chunk.text);
      utterance.lang = utteranceLang(language, voice);
      if (voice) utterance.voice = voice;
      utterance.rate = rate;
      utterance.addEventListener('boundary', (event) => {
        if (token !== run || (event.name && event.name !== 'word')) return;
        const word = wordRangeAt(chunk.text, event.charIndex, event.charLength);
        const shown = word && shownRange(say, { start: chunk.start + word.start, end: chunk.start + word.end });
        if (shown) set({ id, word: { part: index, ...shown } });
      });
      queue.push(utterance);
    }
  });
  const last = queue[queue.length - 1];
  if (!last) return;
  const finish = () => {
    if (token !== run) return;
    spoken.length = 0;
    set(IDLE);
  };
  last.addEventListener('end', finish);
  for (const utterance of queue) {
    // 'interrupted' and 'canceled' come from our own stop; any other error ends the reading.
    utterance.addEventListener('error', (event) => {
      if (event.error !== 'interrupted' && event.error !== 'canceled') finish();
    });
  }
  spoken.splice(0, spoken.length, ...queue);
  set({ id, word: null });
  for (const utterance of queue) synth.speak(utterance);
}

/** The listen button's press: reads, or stops when it is already reading. */
export function toggleSpeech(id: string, parts: readonly SpeechPart[], rate: number): void {
  if (state.id === id) stopSpeaking();
  else speak(id, parts, rate);
}

/** The screen's read-the-question action for the shortcut; the latest registered wins. */
const shortcutActions: (() => void)[] = [];
export function registerShortcut(action: () => void): () => void {
  shortcutActions.push(action);
  return () => {
    const at = shortcutActions.lastIndexOf(action);
    if (at >= 0) shortcutActions.splice(at, 1);
  };
}

/** Alt+Shift+R, by key position or by letter (Option+Shift+R types "‰" on a Mac). */
export const isReadShortcut = (e: Pick<KeyboardEvent, 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'code' | 'key'>): boolean =>
  e.altKey && e.shiftKey && !e.ctrlKey && !e.metaKey && (e.code === 'KeyR' || e.key.toLowerCase() === 'r');

function onKeyDown(e: KeyboardEvent) {
  if (e.key === 'Escape' && state.id !== null) {
    stopSpeaking();
    return;
  }
  const action = shortcutActions[shortcutActions.length - 1];
  if (action && !e.repeat && isReadShortcut(e)) {
    e.preventDefault();
    action();
  }
}

const subscribe = (l: () => void) => (listeners.add(l), () => void listeners.delete(l));
const snapshot = () => state;

/** What is being read now; re-renders as words are spoken. */
export const useSpeechState = (): SpeechState => useSyncExternalStore(subscribe, snapshot, () => IDLE);
