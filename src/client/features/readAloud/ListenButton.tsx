import { useEffect, useRef } from 'react';
import { useReadAloudSettings } from './settings';
import {
  prepareSpeech,
  READ_SHORTCUT,
  registerShortcut,
  speechSupported,
  stopIfSpeaking,
  toggleSpeech,
  useSpeechState,
  type SpeechPart,
} from './speech';
import './readAloud.css';
import { readAloudText } from './text';

/** A speaker with sound waves; decorative (the button's name says what it reads). */
function SpeakerIcon() {
  return (
    <svg
      className="listen-icon"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M11 5 6 9H3v6h3l5 4V5z" fill="currentColor" />
      <path className="listen-wave" d="M15.5 8.5a5 5 0 0 1 0 7" />
      <path className="listen-wave" d="M18.5 5.5a9 9 0 0 1 0 13" />
    </svg>
  );
}

interface ListenButtonProps {
  /** Names this text on the page; the SpokenText that shows it uses the same id. */
  id: string;
  /** What is read, in order: content is English, 'interface' follows the interface language. */
  parts: readonly SpeechPart[];
  /** The accessible name, e.g. "Listen to the question" (with `withText` and `shortcut`, the description: the name is what the button shows). */
  label: string;
  /** Shows the word "Listen" beside the speaker (an answer option's button is the speaker alone). */
  withText?: boolean;
  /** Alt+Shift+R reads this text too (the quiz's question); shown on the button. */
  shortcut?: boolean;
  className?: string;
}

/**
 * Reads a text aloud with the browser's speech synthesis; pressing it again (or Escape) stops.
 * Nothing at all where the browser cannot speak or the user turned read-aloud off.
 */
export function ListenButton({ id, parts, label, withText = false, shortcut = false, className }: ListenButtonProps) {
  const settings = useReadAloudSettings();
  const speaking = useSpeechState().id === id;
  const supported = speechSupported();
  const on = supported && settings.enabled;
  const latest = useRef({ parts, rate: settings.rate });
  latest.current = { parts, rate: settings.rate };

  useEffect(() => {
    if (on) prepareSpeech();
  }, [on]);
  // Leaving the screen, the next question or slide, or turning read-aloud off stops the reading.
  useEffect(() => () => stopIfSpeaking(id), [id]);
  useEffect(() => {
    if (!on) stopIfSpeaking(id);
  }, [on, id]);
  useEffect(() => {
    if (!on || !shortcut) return;
    return registerShortcut(() => toggleSpeech(id, latest.current.parts, latest.current.rate));
  }, [on, shortcut, id]);

  if (!on) return null;
  // The name holds what the button shows (WCAG 2.5.3 Label in Name, axe label-content-name-mismatch):
  // the question's button shows "Listen Alt+Shift+R", so that is its name; what it reads ("Listen to
  // the question") is its description, from the title (issue 29).
  const name = withText && shortcut ? `${readAloudText.listen} ${READ_SHORTCUT}` : label;
  return (
    <button
      type="button"
      className={['listen-button', withText ? 'listen-button-text' : 'listen-button-icon', className].filter(Boolean).join(' ')}
      aria-label={name}
      aria-pressed={speaking}
      aria-keyshortcuts={shortcut ? READ_SHORTCUT : undefined}
      title={shortcut ? readAloudText.withShortcut(label) : label}
      onClick={() => toggleSpeech(id, parts, settings.rate)}
    >
      <SpeakerIcon />
      {withText ? <span aria-hidden="true">{readAloudText.listen}</span> : null}
      {/* A word break between the word and the keys for whatever reads the text (the flex gap draws it). */}
      {withText && shortcut ? ' ' : null}
      {shortcut ? (
        <span className="listen-shortcut" aria-hidden="true">
          <kbd>Alt</kbd>+<kbd>Shift</kbd>+<kbd>R</kbd>
        </span>
      ) : null}
    </button>
  );
}
