/**
 * The translators' catalogues: gettext PO files, src/locales/<language>/<domain>.po, read and
 * written with `pofile` (the PO library Lingui's own format-po uses). One entry per message:
 *
 *     #. placeholders: {count}, {total}
 *     #: src/client/features/badges/text.ts
 *     msgctxt "badges.earnedCount"
 *     msgid "{count} of {total} earned"
 *     msgstr "{count} de {total} ganadas"
 *
 * `msgctxt` is the message id (`namespace.key`), `msgid` the English (a function message written
 * as ICU, its parameters as placeholders), `msgstr` the translation in ICU MessageFormat. A language's
 * domains (files) group namespaces by screen, so a change reads as a small diff;
 * `npm run i18n:extract` keeps every namespace in its file and puts a new one in `<namespace>.po`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import PO from 'pofile';
import { englishCatalogues, isComposed } from '../shared/i18n/runtime';

export const LOCALES_DIR = dirname(fileURLToPath(import.meta.url));
const SRC_DIR = dirname(LOCALES_DIR);
const ROOT_DIR = dirname(SRC_DIR);
const CONTENT_DIR = join(SRC_DIR, 'server', 'content', 'curriculum');
export const POT_PATH = join(LOCALES_DIR, 'messages.pot');

/**
 * Namespaces of short phrases the code passes into messages in English, keyed by the English
 * phrase itself (there is no English catalogue): `actions` ('Failed to {action}.', the action of
 * src/client/lib/api.ts failureMessage) and `fields` (the field of src/shared/api/common.ts tooLong).
 * Their entries are the catalogues' own: extract keeps them, and one phrase in two domains is
 * translated the same in both.
 */
export const PHRASE_NAMESPACES = new Set(['actions', 'fields']);
const PHRASE_REFERENCES: Record<string, string> = { actions: 'src/client/lib/api.ts', fields: 'src/shared/api/common.ts' };

/**
 * Namespaces of the content pack's words that tell the student and the family what a course,
 * lesson or quiz is, keyed by the content's id (the English is the content pack's,
 * src/server/content/curriculum): quiz instructions, badge names and descriptions, course and
 * lesson names and descriptions. The grammar taught (questions, answers, lesson text) is not translated.
 */
export const CONTENT_NAMESPACES = new Set([
  'quizInstructions',
  'badgeNames',
  'badgeDescriptions',
  'courseNames',
  'courseDescriptions',
  'lessonNames',
  'lessonDescriptions',
]);

/** One English message as the catalogues show it. */
export interface SourceMessage {
  id: string;
  namespace: string;
  /** The English; a function message's with `{parameter}` placeholders. */
  english: string;
  /** A function message's parameter names, in order (its translation's placeholders). */
  parameters: string[];
  /** Where the English is written (repository-relative paths). */
  references: string[];
}

const repoPath = (path: string) => relative(ROOT_DIR, path).split('\\').join('/');

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (path !== LOCALES_DIR) yield* sourceFiles(path);
    } else if (/\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name)) yield path;
  }
}

/** The modules that declare each namespace (defineMessages / defineMessagePart), for the entries' `#:` references. */
const namespaceFiles = new Map<string, string[]>();

/** Loads every English catalogue: each module under src/ (but src/locales) that calls defineMessages. */
export async function loadEnglish(): Promise<typeof englishCatalogues> {
  for (const path of sourceFiles(SRC_DIR)) {
    if (path.endsWith(join('i18n', 'runtime.ts'))) continue;
    const text = readFileSync(path, 'utf8');
    if (!text.includes('defineMessages(') && !text.includes('defineMessagePart(')) continue;
    for (const [, namespace] of text.matchAll(/define(?:Messages|MessagePart)\(\s*['"]([^'"]+)['"]/g)) {
      const files = namespaceFiles.get(namespace!) ?? [];
      if (!files.includes(repoPath(path))) namespaceFiles.set(namespace!, [...files, repoPath(path)]);
    }
    await import(pathToFileURL(path).href);
  }
  return englishCatalogues;
}

/** The parameter names of an English function message, read from its source text. */
export function parameterNames(message: (...args: never[]) => string): string[] {
  const text = message.toString();
  const list = /^\s*(?:async\s*)?(?:function\s*[\w$]*\s*)?\(([^)]*)\)/.exec(text)?.[1] ?? /^\s*([\w$]+)\s*=>/.exec(text)?.[1];
  if (list === undefined) throw new Error(`cannot read the parameters of ${text.slice(0, 60)}`);
  return list
    .split(',')
    .map((p) => p.trim().split(/[\s=:]/)[0]!)
    .filter(Boolean);
}

/** A function message's English with each parameter as its `{name}` placeholder. */
function englishPattern(message: (...args: string[]) => string, parameters: string[]): string {
  try {
    return message(...parameters.map((p) => `{${p}}`));
  } catch {
    return `(${parameters.join(', ')}) => ${message.toString().replace(/^[^=]*=>\s*/, '')}`;
  }
}

const readJSON = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

/** The content pack's English of the content namespaces: per namespace, per content id, the text and its file. */
function contentEnglish(): Map<string, [string, string, string][]> {
  const content = new Map<string, [string, string, string][]>([...CONTENT_NAMESPACES].map((n) => [n, []]));
  const add = (namespace: string, id: string, text: string, path: string) => content.get(namespace)!.push([id, text, repoPath(path)]);
  const coursesPath = join(CONTENT_DIR, 'courses.json');
  const courses = readJSON<{ id: string; name: string; description: string }[]>(coursesPath);
  for (const c of courses) {
    add('courseNames', c.id, c.name, coursesPath);
    add('courseDescriptions', c.id, c.description, coursesPath);
  }
  const lessonsDir = join(CONTENT_DIR, 'lessons');
  for (const course of readdirSync(lessonsDir).sort()) {
    for (const file of readdirSync(join(lessonsDir, course)).sort()) {
      const path = join(lessonsDir, course, file);
      const lesson = readJSON<{ id: string; name: string; description: string; quizzes: { id: string; instructions: string }[] }>(path);
      add('lessonNames', lesson.id, lesson.name, path);
      add('lessonDescriptions', lesson.id, lesson.description, path);
      for (const quiz of lesson.quizzes) add('quizInstructions', quiz.id, quiz.instructions, path);
    }
  }
  const badgesPath = join(CONTENT_DIR, 'badges.json');
  for (const b of readJSON<{ id: string; name: string; description: string }[]>(badgesPath)) {
    add('badgeNames', b.id, b.name, badgesPath);
    add('badgeDescriptions', b.id, b.description, badgesPath);
  }
  return content;
}

/**
 * Every message a catalogue translates, by id, in the order of the English: the screens' and the
 * server's catalogues (composed messages aside: they are made of other messages), then the
 * content pack's. The phrase namespaces have no English source: they are the catalogues' own.
 */
export async function loadSources(): Promise<Map<string, SourceMessage>> {
  const english = await loadEnglish();
  const sources = new Map<string, SourceMessage>();
  // In an order that does not depend on which module was imported first: by module, then
  // namespace; a namespace declared in parts has its keys sorted.
  const references = (namespace: string) => [...(namespaceFiles.get(namespace) ?? [])].sort();
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const namespaces = [...english.keys()].sort((a, b) => order(references(a)[0] ?? '', references(b)[0] ?? '') || order(a, b));
  for (const namespace of namespaces) {
    const catalogue = english.get(namespace)!;
    const keys = Object.keys(catalogue);
    if (references(namespace).length > 1) keys.sort(order);
    for (const key of keys) {
      const message = catalogue[key]!;
      if (isComposed(message)) continue;
      const id = `${namespace}.${key}`;
      if (typeof message === 'string')
        sources.set(id, { id, namespace, english: message, parameters: [], references: references(namespace) });
      else {
        const parameters = parameterNames(message);
        const english = englishPattern(message as (...args: string[]) => string, parameters);
        sources.set(id, { id, namespace, english, parameters, references: references(namespace) });
      }
    }
  }
  for (const [namespace, entries] of contentEnglish()) {
    for (const [key, english, path] of entries) {
      const id = `${namespace}.${key}`;
      sources.set(id, { id, namespace, english, parameters: [], references: [path] });
    }
  }
  return sources;
}

/** A message id's namespace: the text before its first dot. */
export const namespaceOf = (id: string): string => id.slice(0, id.indexOf('.'));

/** A phrase namespace's entry: its English is its key. */
export function phraseSource(id: string): SourceMessage {
  const namespace = namespaceOf(id);
  return { id, namespace, english: id.slice(namespace.length + 1), parameters: [], references: [PHRASE_REFERENCES[namespace]!] };
}

/** One entry of a language's catalogue. */
export interface Entry {
  id: string;
  english: string;
  translation: string;
  fuzzy: boolean;
  domain: string;
}

/** A language's catalogue folder. */
export const languageDir = (language: string): string => join(LOCALES_DIR, language);

/** The domains (PO files, by base name) of a language; none when it has no folder. */
export function domainsOf(language: string): string[] {
  const dir = languageDir(language);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.po'))
    .map((name) => name.slice(0, -3))
    .sort();
}

type POItem = InstanceType<typeof PO.Item>;

export const readPO = (path: string): PO => PO.parse(readFileSync(path, 'utf8'));

/** Every entry of a language's PO files (the obsolete `#~` ones aside), domain by domain, in file order. */
export function readCatalogue(language: string): Entry[] {
  const entries: Entry[] = [];
  for (const domain of domainsOf(language)) {
    for (const item of readPO(join(languageDir(language), `${domain}.po`)).items) {
      if (item.obsolete) continue;
      entries.push({
        id: item.msgctxt ?? '',
        english: item.msgid,
        translation: item.msgstr.join(''),
        fuzzy: Boolean(item.flags.fuzzy),
        domain,
      });
    }
  }
  return entries;
}

/** A PO item of a message: its placeholders named for the translator, its English source referenced. */
export function poItem(source: SourceMessage, translation: string, fuzzy: boolean): POItem {
  const item = new PO.Item();
  item.msgctxt = source.id;
  item.msgid = source.english;
  item.msgstr = [translation];
  if (source.parameters.length) item.extractedComments = [`placeholders: ${source.parameters.map((p) => `{${p}}`).join(', ')}`];
  item.references = source.references;
  if (fuzzy) item.flags.fuzzy = true;
  return item;
}

/** A PO file's text: a header naming the language (none for the template), then the items. */
export function poText(language: string | null, items: POItem[]): string {
  const po = new PO();
  po.comments = [
    language
      ? `Sentence Lab: the ${language} translation (npm run i18n:extract keeps it in step with the English).`
      : 'Sentence Lab: the English messages to translate (npm run i18n:extract).',
  ];
  po.headers = {
    'Project-Id-Version': 'sentence-lab',
    'MIME-Version': '1.0',
    'Content-Type': 'text/plain; charset=UTF-8',
    'Content-Transfer-Encoding': '8bit',
    ...(language ? { Language: language } : {}),
    'X-Message-Format': 'ICU MessageFormat (msgctxt is the message id)',
  };
  po.items = items;
  return po.toString();
}

/** The phrase entries (PHRASE_NAMESPACES) of the given languages' catalogues: each id with the domains it is in. */
export function phraseDomains(catalogues: Iterable<Entry[]>): Map<string, string[]> {
  const phrases = new Map<string, string[]>();
  for (const entries of catalogues) {
    for (const { id, domain } of entries) {
      if (!PHRASE_NAMESPACES.has(namespaceOf(id))) continue;
      const domains = phrases.get(id) ?? [];
      if (!domains.includes(domain)) phrases.set(id, [...domains, domain].sort());
    }
  }
  return new Map([...phrases].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The template (messages.pot): every message to translate, English only. */
export function templateText(sources: ReadonlyMap<string, SourceMessage>, phrases: ReadonlyMap<string, string[]>): string {
  return poText(null, [
    ...[...sources.values()].map((s) => poItem(s, '', false)),
    ...[...phrases.keys()].map((id) => poItem(phraseSource(id), '', false)),
  ]);
}
