import { stopSpeaking } from '../../readAloud/speech';
import { speakable, speechChunks } from '../../readAloud/speechText';
import { chooseVoice, utteranceLang } from '../../readAloud/voices';
import { speakingMs } from './script';

/**
 * The walkthrough's voice: one step's caption said by the browser's speech synthesis (the
 * device's own voices, so it works offline) with an English voice at the chosen rate. The
 * read-aloud buttons' reading stops first: one voice at a time on the page.
 */

/** What the walkthrough hears back from one step's narration. */
export interface NarrationEvents {
  /** The caption has been said. */
  ended: () => void;
  /** Something else stopped the voice (a listen button, the system): the walkthrough pauses. */
  interrupted: () => void;
  /** The voice failed or never started: the walkthrough goes on without it. */
  failed: () => void;
}

export interface Narration {
  /** Stops saying it; no event comes after this. */
  cancel: () => void;
}

/** A voice that has not begun after this long is taken as none (a browser with no voices installed). */
export const START_TIMEOUT_MS = 4_000;

function synthesis(): SpeechSynthesis | null {
  if (typeof window === 'undefined') return null;
  const synth = (window as { speechSynthesis?: SpeechSynthesis }).speechSynthesis;
  const Utterance = (window as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
  return synth && typeof synth.speak === 'function' && typeof Utterance === 'function' ? synth : null;
}

/** Utterances being said, held so Chrome does not collect them and drop their events. */
const held = new Set<SpeechSynthesisUtterance>();

/** Stops any voice at once (leaving the page: no React cleanup runs then). */
export function silence(): void {
  held.clear();
  synthesis()?.cancel();
}

/** Whether this browser can narrate at all. */
export const canNarrate = (): boolean => synthesis() !== null;

/**
 * Says `caption` at `rate`; null where the browser has no speech synthesis. The utterances'
 * events are answered only while this narration is the current one: a cancelled one's late
 * 'end' or 'error' (Chrome sends them after cancel()) changes nothing.
 */
export function narrate(caption: string, rate: number, events: NarrationEvents): Narration | null {
  const synth = synthesis();
  if (!synth) return null;
  const busy = synth.speaking || synth.pending;
  stopSpeaking();
  synth.cancel();
  // A pause left by anyone keeps the next utterance waiting in Chrome until resume().
  if (synth.paused) synth.resume();

  let live = true;
  let started = false;
  let speakTimer: ReturnType<typeof setTimeout> | undefined;
  let startTimer: ReturnType<typeof setTimeout> | undefined;
  let endTimer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    live = false;
    clearTimeout(speakTimer);
    clearTimeout(startTimer);
    clearTimeout(endTimer);
    held.clear();
  };
  const finish = (event: keyof NarrationEvents) => {
    if (!live) return;
    stop();
    if (event !== 'ended') synth.cancel();
    events[event]();
  };
  const begun = () => {
    if (started || !live) return;
    started = true;
    clearTimeout(startTimer);
    // Chrome sometimes never sends 'end' (a long utterance of an online voice): go on after well past the caption's time.
    endTimer = setTimeout(() => finish('ended'), speakingMs(caption, rate) * 3 + 10_000);
  };

  const voice = chooseVoice(synth.getVoices(), 'en');
  const chunks = speechChunks(speakable(caption).text);
  const utterances = chunks.map((chunk) => {
    const utterance = new SpeechSynthesisUtterance(chunk.text);
    utterance.lang = utteranceLang('en', voice);
    if (voice) utterance.voice = voice;
    utterance.rate = rate;
    utterance.addEventListener('start', begun);
    utterance.addEventListener('boundary', begun);
    utterance.addEventListener('error', (event) => {
      // 'interrupted' and 'canceled' that we did not cause: someone else took the voice.
      finish(event.error === 'interrupted' || event.error === 'canceled' ? 'interrupted' : 'failed');
    });
    return utterance;
  });
  const last = utterances[utterances.length - 1];
  if (!last) {
    // Nothing to say (an empty caption): the step simply ends.
    queueMicrotask(() => finish('ended'));
  } else {
    last.addEventListener('end', () => {
      begun();
      finish('ended');
    });
    held.clear();
    utterances.forEach((u) => held.add(u));
    const speak = () => {
      if (!live) return;
      startTimer = setTimeout(() => !started && finish('failed'), START_TIMEOUT_MS);
      for (const utterance of utterances) synth.speak(utterance);
    };
    // Chrome may drop an utterance spoken in the same moment as the cancel() of another.
    if (busy) speakTimer = setTimeout(speak, 50);
    else speak();
  }

  return {
    cancel: () => {
      if (!live) return;
      stop();
      synth.cancel();
    },
  };
}
