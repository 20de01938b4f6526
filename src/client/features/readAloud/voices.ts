/**
 * Which voice reads which text (issue 14): the grammar content is English and is read by an
 * English voice; the interface's own words follow the interface language (`<html lang>`), so a
 * Spanish interface is read by a Spanish voice.
 */
export type SpeechLanguage = 'en' | 'es';

/** The language tags asked for, in order of preference (US classrooms first). */
export const VOICE_TAGS: Record<SpeechLanguage, readonly string[]> = {
  en: ['en-US', 'en-CA', 'en-GB', 'en-AU', 'en-IE', 'en-NZ', 'en-IN', 'en-ZA'],
  es: ['es-US', 'es-MX', 'es-419', 'es-ES'],
};

/** The parts of SpeechSynthesisVoice a choice needs (a plain object in tests). */
export interface VoiceLike {
  name: string;
  lang: string;
  localService: boolean;
  default: boolean;
}

/** The interface language from `<html lang>`: Spanish for es, es-MX…; English otherwise. */
export function interfaceLanguage(htmlLang: string | null | undefined): SpeechLanguage {
  return /^es(?:[-_]|$)/i.test(htmlLang?.trim() ?? '') ? 'es' : 'en';
}

/** Android reports en_US; the standard says en-US. */
const normalTag = (tag: string) => tag.trim().replace(/_/g, '-').toLowerCase();

/**
 * The voice for a language among the browser's voices: one on this device first (it also works
 * offline and starts at once), then the preferred regions in order, then the browser's default.
 * Null when no voice speaks the language (the utterance's `lang` then lets the browser choose).
 */
export function chooseVoice<V extends VoiceLike>(voices: readonly V[], language: SpeechLanguage): V | null {
  const tags = VOICE_TAGS[language].map(normalTag);
  const rank = (v: V) => {
    const tag = normalTag(v.lang);
    const region = tags.indexOf(tag);
    return [v.localService ? 0 : 1, region === -1 ? tags.length : region, v.default ? 0 : 1];
  };
  const compare = (a: number[], b: number[]) => a.reduce((found, x, i) => found || x - b[i]!, 0);
  let best: V | null = null;
  let bestRank: number[] = [];
  for (const voice of voices) {
    if (normalTag(voice.lang).split('-')[0] !== language) continue;
    const r = rank(voice);
    if (best === null || compare(r, bestRank) < 0) {
      best = voice;
      bestRank = r;
    }
  }
  return best;
}

/** The utterance's `lang`: the chosen voice's own tag, else the language's first tag (en-US, es-US). */
export function utteranceLang(language: SpeechLanguage, voice: VoiceLike | null): string {
  return voice ? voice.lang.trim().replace(/_/g, '-') : VOICE_TAGS[language][0]!;
}
