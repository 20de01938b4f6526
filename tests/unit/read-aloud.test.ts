import { describe, expect, it } from 'vitest';
import { parseMirror, resolveReadAloud, DEFAULT_READ_ALOUD } from '../../src/client/features/readAloud/settings';
import { isReadShortcut } from '../../src/client/features/readAloud/speech';
import { shownRange, speakable, speechChunks, spellsApostrophes, textTokens, wordRangeAt, MAX_CHUNK } from '../../src/client/features/readAloud/speechText';
import { chooseVoice, interfaceLanguage, utteranceLang, type VoiceLike } from '../../src/client/features/readAloud/voices';

const voice = (name: string, lang: string, localService = true, isDefault = false): VoiceLike => ({
  name,
  lang,
  localService,
  default: isDefault,
});

describe('read-aloud: which voice reads', () => {
  const voices = [
    voice('Google UK English Female', 'en-GB', false),
    voice('Google español de Estados Unidos', 'es-US', false),
    voice('Mónica', 'es-ES'),
    voice('Paulina', 'es-MX'),
    voice('Daniel', 'en-GB'),
    voice('Samantha', 'en-US'),
    voice('Thomas', 'fr-FR', true, true),
  ];

  it('English text gets a US English voice on the device', () => {
    expect(chooseVoice(voices, 'en')?.name).toBe('Samantha');
  });

  it('Spanish text gets a Spanish voice: on the device first, then Latin American before Spain', () => {
    expect(chooseVoice(voices, 'es')?.name).toBe('Paulina');
    expect(
      chooseVoice(
        voices.filter((v) => v.name !== 'Paulina'),
        'es',
      )?.name,
    ).toBe('Mónica');
    // Only an online voice for the language: it is still better than a voice of another language.
    expect(chooseVoice([voice('Google español de Estados Unidos', 'es-US', false), voice('Samantha', 'en-US')], 'es')?.name).toBe(
      'Google español de Estados Unidos',
    );
  });

  it('never picks a voice of another language, whatever the default', () => {
    expect(chooseVoice([voice('Thomas', 'fr-FR', true, true)], 'en')).toBeNull();
    expect(chooseVoice([], 'es')).toBeNull();
  });

  it('reads Android-style tags (en_US) and unknown regions after the known ones', () => {
    expect(chooseVoice([voice('Indian', 'en-IN'), voice('Android', 'en_US')], 'en')?.name).toBe('Android');
    expect(chooseVoice([voice('Singapore', 'en-SG'), voice('Irish', 'en-IE')], 'en')?.name).toBe('Irish');
    expect(chooseVoice([voice('A', 'en-US'), voice('B', 'en-US', true, true)], 'en')?.name).toBe('B');
  });

  it("the utterance's lang is the voice's own tag, else en-US / es-US", () => {
    expect(utteranceLang('en', null)).toBe('en-US');
    expect(utteranceLang('es', null)).toBe('es-US');
    expect(utteranceLang('es', voice('x', 'es_MX'))).toBe('es-MX');
  });

  it('the interface language comes from <html lang>', () => {
    expect(interfaceLanguage('es')).toBe('es');
    expect(interfaceLanguage('es-MX')).toBe('es');
    expect(interfaceLanguage('en')).toBe('en');
    expect(interfaceLanguage('')).toBe('en');
    expect(interfaceLanguage(null)).toBe('en');
    expect(interfaceLanguage('est')).toBe('en');
  });
});

describe('read-aloud: the word being said, from boundary events', () => {
  const text = 'Which word is a noun? The hungry rabbit hopped.';

  it('uses charLength when the browser gives one', () => {
    expect(wordRangeAt(text, 0, 5)).toEqual({ start: 0, end: 5 });
    const at = text.indexOf('rabbit');
    expect(wordRangeAt(text, at, 6)).toEqual({ start: at, end: at + 6 });
  });

  it('runs to the end of the word without one (or with 0), leaving out punctuation', () => {
    const noun = text.indexOf('noun');
    expect(wordRangeAt(text, noun)).toEqual({ start: noun, end: noun + 4 });
    expect(wordRangeAt(text, noun, 0)).toEqual({ start: noun, end: noun + 4 });
    const hopped = text.indexOf('hopped');
    expect(text.slice(wordRangeAt(text, hopped)!.start, wordRangeAt(text, hopped)!.end)).toBe('hopped');
  });

  it('skips the space some voices point at, and ignores indexes outside the text', () => {
    const space = text.indexOf(' rabbit');
    expect(wordRangeAt(text, space)).toEqual({ start: space + 1, end: space + 7 });
    expect(wordRangeAt(text, -1)).toBeNull();
    expect(wordRangeAt(text, text.length)).toBeNull();
    expect(wordRangeAt('   ', 1)).toBeNull();
    expect(wordRangeAt(text, 1.5)).toBeNull();
  });

  it('a charLength past the end is cut at the end', () => {
    expect(wordRangeAt('dog', 0, 10)).toEqual({ start: 0, end: 3 });
  });
});

describe('read-aloud: what is said for what is shown', () => {
  it('a blank is said "blank" and its highlight covers the whole ___ on screen', () => {
    const shown = 'We picked three [apple] ___ from the tree.';
    const say = speakable(shown);
    expect(say.text).toBe('We picked three [apple] blank from the tree.');
    const blank = say.text.indexOf('blank');
    expect(shownRange(say, { start: blank, end: blank + 5 })).toEqual({ start: shown.indexOf('___'), end: shown.indexOf('___') + 3 });
    // Words after the gap keep their place on screen.
    const from = say.text.indexOf('from');
    expect(shownRange(say, { start: from, end: from + 4 })).toEqual({ start: shown.indexOf('from'), end: shown.indexOf('from') + 4 });
  });

  it('the slides\' arrow is said "becomes"', () => {
    const shown = 'book → books';
    const say = speakable(shown);
    expect(say.text).toBe('book becomes books');
    const books = say.text.indexOf('books');
    expect(shownRange(say, { start: books, end: books + 5 })).toEqual({ start: 7, end: 12 });
    expect(shownRange(say, { start: 5, end: 12 })).toEqual({ start: 5, end: 6 });
  });

  it('plain text is said as shown', () => {
    const say = speakable('Which word is a noun?');
    expect(say.text).toBe('Which word is a noun?');
    expect(shownRange(say, { start: 6, end: 10 })).toEqual({ start: 6, end: 10 });
    expect(shownRange(say, { start: 6, end: 6 })).toBeNull();
    expect(shownRange(say, { start: 6, end: 99 })).toBeNull();
  });
});

describe('read-aloud: long texts in several utterances', () => {
  it('a short text is one utterance', () => {
    expect(speechChunks('Which word is a noun?')).toEqual([{ text: 'Which word is a noun?', start: 0 }]);
    expect(speechChunks('   ')).toEqual([]);
  });

  it('a long text is cut between sentences; the pieces put together are the text', () => {
    const sentence = 'Nouns ending in s, x, ch, or sh add -es to become plural. ';
    const text = sentence.repeat(8).trim();
    const chunks = speechChunks(text);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.map((c) => c.text).join('')).toBe(text);
    for (const c of chunks) {
      expect(c.text.length).toBeLessThanOrEqual(MAX_CHUNK);
      expect(text.slice(c.start, c.start + c.text.length)).toBe(c.text);
      expect(c.text.trimEnd().endsWith('.')).toBe(true);
    }
  });

  it('a sentence longer than the limit is cut at a space', () => {
    const text = 'word '.repeat(100).trim();
    const chunks = speechChunks(text, 50);
    expect(chunks.map((c) => c.text).join('')).toBe(text);
    for (const c of chunks) {
      expect(c.text.length).toBeLessThanOrEqual(50);
      expect(c.text.startsWith('word')).toBe(true);
    }
  });
});

describe('read-aloud: the setting in use', () => {
  it('defaults to on at normal speed', () => {
    expect(resolveReadAloud(undefined, null)).toEqual(DEFAULT_READ_ALOUD);
    expect(DEFAULT_READ_ALOUD).toEqual({ enabled: true, rate: 1 });
  });

  it("the account's setting wins over the device's copy, except a change still waiting to be sent", () => {
    const account = { enabled: true, rate: 1.2 };
    expect(resolveReadAloud(account, { enabled: false, rate: 0.6, pending: false })).toEqual(account);
    expect(resolveReadAloud(account, { enabled: false, rate: 0.6, pending: true })).toEqual({ enabled: false, rate: 0.6 });
    // Offline with an account that never chose: the device's copy.
    expect(resolveReadAloud(undefined, { enabled: false, rate: 0.8, pending: false })).toEqual({ enabled: false, rate: 0.8 });
  });

  it('ignores malformed values on the account or on the device', () => {
    expect(resolveReadAloud({ enabled: true, rate: 7 }, null)).toEqual(DEFAULT_READ_ALOUD);
    expect(parseMirror('{"enabled":true,"rate":9}')).toBeNull();
    expect(parseMirror('not json')).toBeNull();
    expect(parseMirror(null)).toBeNull();
    expect(parseMirror('{"enabled":false,"rate":1.5,"pending":true}')).toEqual({ enabled: false, rate: 1.5, pending: true });
    expect(parseMirror('{"enabled":false,"rate":1.5}')).toEqual({ enabled: false, rate: 1.5, pending: false });
  });
});

describe('read-aloud: the keyboard shortcut', () => {
  const key = (over: Partial<KeyboardEvent>) =>
    isReadShortcut({ altKey: false, shiftKey: false, ctrlKey: false, metaKey: false, code: '', key: '', ...over } as KeyboardEvent);

  it('is Alt+Shift+R, by key position or letter', () => {
    expect(key({ altKey: true, shiftKey: true, code: 'KeyR', key: 'R' })).toBe(true);
    expect(key({ altKey: true, shiftKey: true, code: 'KeyR', key: '‰' })).toBe(true);
    expect(key({ altKey: true, shiftKey: true, code: 'KeyP', key: 'R' })).toBe(true);
  });

  it('is not R alone, Alt+R, Ctrl+Alt+Shift+R or another letter', () => {
    expect(key({ code: 'KeyR', key: 'r' })).toBe(false);
    expect(key({ altKey: true, code: 'KeyR', key: 'r' })).toBe(false);
    expect(key({ altKey: true, shiftKey: true, ctrlKey: true, code: 'KeyR', key: 'R' })).toBe(false);
    expect(key({ altKey: true, shiftKey: true, metaKey: true, code: 'KeyR', key: 'R' })).toBe(false);
    expect(key({ altKey: true, shiftKey: true, code: 'KeyS', key: 'S' })).toBe(false);
  });
});

describe('read-aloud: the shown text in words, for the highlight', () => {
  it('put together, the tokens are the text; words keep inner apostrophes and hyphens', () => {
    const text = "Don't add -es: the cats' toys, Lucía's “well-known” ___ __ 1800s!";
    const tokens = textTokens(text);
    expect(tokens.map((t) => t.text).join('')).toBe(text);
    for (const t of tokens) expect(text.slice(t.start, t.start + t.text.length)).toBe(t.text);
    expect(tokens.filter((t) => t.kind === 'word').map((t) => t.text)).toEqual([
      "Don't",
      'add',
      'es',
      'the',
      'cats',
      'toys',
      "Lucía's",
      'well-known',
      '1800s',
    ]);
    expect(tokens.filter((t) => t.kind === 'gap').map((t) => t.text)).toEqual(['___']);
  });
});

describe('read-aloud: options that differ only in apostrophes (issue 29)', () => {
  const options = ['dogs', "dogs'", "dog's"];

  it('spells the apostrophes of such options, so "dogs", "dogs\'" and "dog\'s" sound apart', () => {
    const said = options.map((o) => speakable(o, spellsApostrophes(o, options)).text.replace(/\s+/g, ' ').trim());
    expect(said).toEqual(['dogs', 'dogs apostrophe', 'dog apostrophe s']);
    expect(new Set(said).size).toBe(3);
  });

  it('reads the curly apostrophe the same way, and keeps the highlight on the shown word', () => {
    const say = speakable('The dog’s bone', true);
    expect(say.text.replace(/\s+/g, ' ')).toBe('The dog apostrophe s bone');
    const at = say.text.indexOf('apostrophe');
    expect(shownRange(say, { start: at, end: at + 'apostrophe'.length })).toEqual({ start: 7, end: 8 });
  });

  it('leaves other options and ordinary reading alone', () => {
    expect(spellsApostrophes("it's", ['its', "it's"])).toBe(true);
    expect(spellsApostrophes('dogs', options)).toBe(false);
    expect(spellsApostrophes("dog's", ["dog's", 'cats', "cat's"])).toBe(false);
    expect(speakable("The dog's bone").text).toBe("The dog's bone");
  });
});
