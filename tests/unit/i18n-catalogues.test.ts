import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { compileAll, compileTranslation, loadEnglish, loadTranslation, parameterNames, placeholdersOf } from '../../src/locales/compile';
import { messages as compiledSpanish } from '../../src/locales/compiled/es';
import { translateSpanish } from '../../src/locales/spanish';
import {
  englishCatalogues,
  isComposed,
  localizeEnglish,
  setLanguageSource,
  setTranslator,
  type Catalogue,
} from '../../src/shared/i18n/runtime';
import { extraMessages, messages, waitInWords } from '../../src/shared/messages';
import { rosterMessages } from '../../src/shared/rosterMessages';

/**
 * The catalogues (issue 14): every English message has a Spanish one with the same placeholders,
 * every Spanish message compiles and belongs to an English one, the compiled file is up to date,
 * and English comes out word for word as the code writes it.
 */
let language: 'en' | 'es' = 'en';
let english: ReadonlyMap<string, Catalogue>;

beforeAll(async () => {
  english = await loadEnglish();
  setLanguageSource(() => language);
  setTranslator('es', translateSpanish);
});

/** Sample values for a function message's parameters: numbers where the name says so. */
const sample = (name: string, i: number): string | number =>
  /count|total|done|free|max|row|minutes|hours|seconds|number|score|percent|n$|^n|index|size|length/i.test(name) ? 2 + i : `«${name}»`;

describe('catalogues', () => {
  it('finds the English catalogues of the spec and the screens', () => {
    expect([...english.keys()]).toEqual(expect.arrayContaining(['messages', 'extraMessages', 'rosterMessages', 'public', 'auth']));
  });

  it('has a Spanish message for every English one, with the placeholders of the English', () => {
    const missing: string[] = [];
    const mismatched: string[] = [];
    for (const [namespace, catalogue] of english) {
      for (const [key, message] of Object.entries(catalogue)) {
        if (isComposed(message)) continue;
        const id = `${namespace}.${key}`;
        const spanish = compiledSpanish[id] as CompiledMessage | undefined;
        if (spanish === undefined) {
          missing.push(id);
          continue;
        }
        const used = [...placeholdersOf(spanish)].sort();
        const expected = typeof message === 'function' ? parameterNames(message).map((_, i) => String(i)) : [];
        if (used.join() !== expected.join()) mismatched.push(`${id}: {${used.join('}, {')}} for (${expected.join(', ')})`);
      }
    }
    expect(missing, 'English messages without Spanish (src/locales/es/)').toEqual([]);
    expect(mismatched, 'Spanish messages whose placeholders differ from the English parameters').toEqual([]);
  });

  it('compiles every Spanish message, each for an English one, and the compiled file is up to date', async () => {
    const [spanish] = await compileAll({ write: false });
    expect(spanish!.problems).toEqual([]);
    expect(spanish!.stale, 'src/locales/compiled/es.ts is stale: run npm run i18n:compile').toBe(false);
  });

  it('reports a translation that does not fit its English', async () => {
    const { problems } = compileTranslation(
      {
        messages: { offline: 'Sin {red}', failedTo: 'No se pudo {accion}.', notAKey: 'x' },
        extraMessages: { badgeEarned: '¡Ganaste {name' },
        nowhere: { x: 'y' },
      },
      english,
    );
    expect(problems).toEqual([
      expect.stringContaining('messages.offline: the English has no placeholders'),
      expect.stringContaining('messages.failedTo: {accion} is not a parameter'),
      expect.stringContaining('messages.notAKey: no English message'),
      expect.stringContaining('extraMessages.badgeEarned:'),
      expect.stringContaining('namespace "nowhere"'),
    ]);
  });

  it('translates every quiz’s instructions and every badge of the content pack', async () => {
    const lessonsDir = 'src/server/content/curriculum/lessons';
    const quizIDs = readdirSync(lessonsDir).flatMap((course) =>
      readdirSync(join(lessonsDir, course)).flatMap((file) =>
        (JSON.parse(readFileSync(join(lessonsDir, course, file), 'utf8')) as { quizzes: { id: string }[] }).quizzes.map((q) => q.id),
      ),
    );
    const badgeIDs = (JSON.parse(readFileSync('src/server/content/curriculum/badges.json', 'utf8')) as { id: string }[]).map((b) => b.id);
    expect(quizIDs.length).toBeGreaterThan(100);
    const missing = [
      ...quizIDs.map((id) => `quizInstructions.${id}`),
      ...badgeIDs.flatMap((id) => [`badgeNames.${id}`, `badgeDescriptions.${id}`]),
    ].filter((id) => !(id in compiledSpanish));
    expect(missing).toEqual([]);
  });

  it('keeps every Spanish file to its own namespaces', async () => {
    await expect(loadTranslation('es')).resolves.toHaveProperty('messages');
  });
});

describe('English word for word', () => {
  it('reads every English message exactly as the code writes it', () => {
    language = 'en';
    // The registry holds each catalogue's English source; the modules export it read through the runtime.
    const checks: [Catalogue, Catalogue][] = [
      [messages, englishCatalogues.get('messages')!],
      [extraMessages, englishCatalogues.get('extraMessages')!],
      [rosterMessages, englishCatalogues.get('rosterMessages')!],
    ];
    for (const [localized, source] of checks) {
      for (const [key, message] of Object.entries(source)) {
        const read = localized[key]!;
        if (typeof message === 'string') expect(read, key).toBe(message);
        else {
          const args = parameterNames(message).map(sample);
          expect((read as (...a: unknown[]) => string)(...args), key).toBe((message as (...a: unknown[]) => string)(...args));
        }
      }
    }
    expect(messages.failedTo('save quiz', '')).toBe('Failed to save quiz.');
    expect(waitInWords(61)).toBe('2 minutes');
    expect(rosterMessages.seatsBeforeImport(0, 1)).toBe(
      'You have no seats left; this list has 1 student: none can be added until you add seats.',
    );
  });
});

describe('Spanish', () => {
  it('reads messages, plurals and numbers in Latin American Spanish', () => {
    language = 'es';
    try {
      expect(messages.offline).toBe('Conéctate a internet.');
      expect(messages.failedTo('guardar', 'Sin red.')).toBe('No se pudo guardar. Sin red.');
      expect(extraMessages.classesMoved(1, 'Ana')).toBe('1 clase movida a Ana.');
      expect(extraMessages.classesMoved(3, 'Ana')).toBe('3 clases movidas a Ana.');
      expect(extraMessages.diagnosticWelcome(1200)).toContain('Tiene 1,200 preguntas.');
      expect(waitInWords(30)).toBe('1 minuto');
      expect(waitInWords(7200)).toBe('2 horas');
      expect(rosterMessages.seatsBeforeImport(5, 2)).toBe('Te quedan 5 lugares; esta lista tiene 2 estudiantes: se pueden agregar todos.');
      // A contract's message captured in English when its module loaded is found and translated.
      expect(localizeEnglish('Password is required')).toBe('La contraseña es obligatoria');
      expect(localizeEnglish('not a catalogue text')).toBe('not a catalogue text');
    } finally {
      language = 'en';
    }
  });
});
