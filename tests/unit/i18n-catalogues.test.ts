import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { compileAll, compileCatalogue, loadSources, parameterNames, placeholdersOf } from '../../src/locales/compile';
import { readCatalogue, type Entry, type SourceMessage } from '../../src/locales/catalogue';
import { mergeCatalogue, namespaceDomains } from '../../src/locales/extract';
import { messages as compiledSpanish } from '../../src/locales/compiled/es';
import { translateSpanish } from '../../src/locales/spanish';
import { LANGUAGES, TRANSLATED_LANGUAGES } from '../../src/shared/i18n/languages';
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
 * The catalogues (issues 14 and 30): every English message has a translation in every language's
 * PO files with the same placeholders, none fuzzy, each msgid the English of now; the compiled
 * files and the template are up to date; extract merges a change of the English as a translator
 * expects; and English comes out word for word as the code writes it.
 */
let language: 'en' | 'es' = 'en';
let sources: Map<string, SourceMessage>;

beforeAll(async () => {
  sources = await loadSources();
  setLanguageSource(() => language);
  setTranslator('es', translateSpanish);
});

/** Sample values for a function message's parameters: numbers where the name says so. */
const sample = (name: string, i: number): string | number =>
  /count|total|done|free|max|row|minutes|hours|seconds|number|score|percent|n$|^n|index|size|length/i.test(name) ? 2 + i : `«${name}»`;

const entry = (id: string, english: string, translation: string, more: Partial<Entry> = {}): Entry => ({
  id,
  english,
  translation,
  fuzzy: false,
  domain: 'test',
  ...more,
});

describe('catalogues', () => {
  it('finds the English catalogues of the spec, the screens and the content pack', () => {
    const namespaces = new Set([...sources.values()].map((s) => s.namespace));
    for (const n of [
      'messages',
      'extraMessages',
      'rosterMessages',
      'public',
      'auth',
      'quizInstructions',
      'courseNames',
      'lessonDescriptions',
    ])
      expect(namespaces).toContain(n);
    expect(sources.get('messages.failedTo')).toMatchObject({
      english: 'Failed to {action}. {serverMessage}',
      parameters: ['action', 'serverMessage'],
    });
  });

  it('has every language of the configuration complete: translated, not fuzzy, msgids current, compiled files and template up to date', async () => {
    expect(LANGUAGES.map((l) => l.code)).toEqual(['en', ...TRANSLATED_LANGUAGES]);
    const { results, templateStale } = await compileAll({ write: false });
    for (const r of results) {
      expect(r.problems, `${r.language}: npm run i18n:check`).toEqual([]);
      expect(r.stale, `src/locales/compiled/${r.language}.ts is stale: run npm run i18n:compile`).toBe(false);
    }
    expect(templateStale, 'src/locales/messages.pot is stale: run npm run i18n:extract').toBe(false);
  });

  it('compiles a Spanish message for every English one, with the placeholders of the English', () => {
    const missing: string[] = [];
    const mismatched: string[] = [];
    for (const [namespace, catalogue] of englishCatalogues) {
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
    expect(missing, 'English messages without Spanish (src/locales/es/*.po)').toEqual([]);
    expect(mismatched, 'Spanish messages whose placeholders differ from the English parameters').toEqual([]);
  });

  it('fails on a message missing or untranslated, a fuzzy entry, a wrong placeholder, an old msgid, an unknown id', () => {
    const entries = readCatalogue('es').filter((e) => !['messages.offline', 'messages.timeout'].includes(e.id));
    const en = (id: string) => sources.get(id)!.english;
    const { problems, messages: compiled } = compileCatalogue(
      'es',
      [
        ...entries.filter(
          (e) => !['messages.failedTo', 'extraMessages.classesMoved', 'messages.passwordRequired', 'badges.myBadges'].includes(e.id),
        ),
        entry('messages.offline', en('messages.offline'), ''),
        entry('messages.failedTo', en('messages.failedTo'), 'No se pudo {accion}. {serverMessage}'),
        entry('extraMessages.classesMoved', 'Old English {count}', '{count} clases movidas a {name}.'),
        entry('messages.passwordRequired', en('messages.passwordRequired'), 'La contraseña es obligatoria', { fuzzy: true }),
        entry('messages.notAKey', 'x', 'y'),
        entry('badges.myBadges', en('badges.myBadges'), 'Mis {insignias'),
      ],
      sources,
    );
    expect(problems).toEqual([
      'src/locales/es/test.po: messages.offline: not translated (empty msgstr)',
      "src/locales/es/test.po: messages.failedTo: placeholders {accion}, {serverMessage} do not match the English's ({action}, {serverMessage})",
      'src/locales/es/test.po: extraMessages.classesMoved: the msgid is not the English any more (npm run i18n:extract updates it)',
      'src/locales/es/test.po: messages.passwordRequired: fuzzy (the English changed: review the translation, then remove the fuzzy flag)',
      'src/locales/es/test.po: messages.notAKey: no English message has this id (npm run i18n:extract drops it)',
      expect.stringMatching(/^src\/locales\/es\/test\.po: badges\.myBadges: /),
      'src/locales/es/: messages.timeout: missing (npm run i18n:extract adds it)',
    ]);
    // What fails stays English: the runtime falls back to the English message.
    expect(compiled).not.toHaveProperty(['messages.offline']);
    expect(compiled).not.toHaveProperty(['messages.passwordRequired']);
  });

  it('fails the check for a language in the configuration without a catalogue', async () => {
    const { results } = await compileAll({ write: false, languages: ['fr'] });
    expect(results[0]!.problems[0]).toBe('src/locales/fr/: no catalogue (npm run i18n:extract creates it)');
    expect(results[0]!.problems).toContain('src/locales/fr/: messages.offline: missing (npm run i18n:extract adds it)');
    expect(results[0]!.stale).toBe(true);
  });

  it('extract adds a new message untranslated in its namespace’s file, marks changed English fuzzy keeping the translation, drops the removed', () => {
    const source = (id: string, english: string): SourceMessage => ({
      id,
      namespace: id.split('.')[0]!,
      english,
      parameters: [],
      references: ['x.ts'],
    });
    const catalogue = [
      entry('quiz.notQuite', 'Not quite.', 'Todavía no.', { domain: 'quiz' }),
      entry('quiz.gone', 'Gone', 'Ya no', { domain: 'quiz' }),
      entry('quiz.same', 'Same', 'Igual', { domain: 'quiz' }),
      entry('actions.save quiz', 'save quiz', 'guardar el cuestionario', { domain: 'quiz' }),
    ];
    const english = new Map(
      [
        source('quiz.notQuite', 'Not quite right.'),
        source('quiz.same', 'Same'),
        source('quiz.added', 'Added'),
        source('newArea.title', 'Title'),
      ].map((s) => [s.id, s]),
    );
    const files = mergeCatalogue(catalogue, english, new Map([['actions.save quiz', ['quiz']]]), namespaceDomains([catalogue]));
    const shown = (domain: string) =>
      files.get(domain)!.map((i) => `${i.msgctxt} | ${i.msgid} | ${i.msgstr.join('')}${i.flags.fuzzy ? ' | fuzzy' : ''}`);
    expect([...files.keys()]).toEqual(['quiz', 'newArea']);
    expect(shown('quiz')).toEqual([
      'quiz.notQuite | Not quite right. | Todavía no. | fuzzy',
      'quiz.same | Same | Igual',
      'quiz.added | Added | ',
      'actions.save quiz | save quiz | guardar el cuestionario',
    ]);
    expect(shown('newArea')).toEqual(['newArea.title | Title | ']);
  });

  it('translates every quiz’s instructions, every badge, course and lesson of the content pack', async () => {
    const lessonsDir = 'src/server/content/curriculum/lessons';
    const lessons = readdirSync(lessonsDir).flatMap((course) =>
      readdirSync(join(lessonsDir, course)).map(
        (file) => JSON.parse(readFileSync(join(lessonsDir, course, file), 'utf8')) as { id: string; quizzes: { id: string }[] },
      ),
    );
    const quizIDs = lessons.flatMap((l) => l.quizzes.map((q) => q.id));
    const badgeIDs = (JSON.parse(readFileSync('src/server/content/curriculum/badges.json', 'utf8')) as { id: string }[]).map((b) => b.id);
    const courseIDs = (JSON.parse(readFileSync('src/server/content/curriculum/courses.json', 'utf8')) as { id: string }[]).map((c) => c.id);
    expect(quizIDs.length).toBeGreaterThan(100);
    const missing = [
      ...quizIDs.map((id) => `quizInstructions.${id}`),
      ...badgeIDs.flatMap((id) => [`badgeNames.${id}`, `badgeDescriptions.${id}`]),
      ...courseIDs.flatMap((id) => [`courseNames.${id}`, `courseDescriptions.${id}`]),
      ...lessons.flatMap((l) => [`lessonNames.${l.id}`, `lessonDescriptions.${l.id}`]),
    ].filter((id) => !(id in compiledSpanish));
    expect(missing).toEqual([]);
  });

  it('keeps the catalogues free of the app: src/locales imports only itself, src/shared and packages', () => {
    const files = readdirSync('src/locales', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    const outside = files.flatMap((file) =>
      [...readFileSync(join('src/locales', file), 'utf8').matchAll(/^(?:import|export)\b[^'"]*from\s+'(\.[^']+)'/gm)]
        .map((m) => m[1]!)
        .filter((path) => !path.startsWith('./') && !path.startsWith('../shared/'))
        .map((path) => `${file}: ${path}`),
    );
    expect(outside).toEqual([]);
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
