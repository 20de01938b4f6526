/**
 * Compiles the translations (src/locales/<language>/*.ts, ICU MessageFormat) into Lingui's
 * compiled form (src/locales/compiled/<language>.ts), so neither the browser nor the server parses
 * MessageFormat at run time. `npm run i18n:compile` writes the files; every Vite build and dev
 * server runs it first (vite.config.ts); tests/unit/i18n-catalogues.test.ts fails when a compiled
 * file is stale or a translation does not fit its English message.
 *
 * A function message's translation names its placeholders after the English function's
 * parameters (`failedTo: (action, serverMessage) => ...` is translated with `{action}` and
 * `{serverMessage}`); the compiled message refers to them by position, which is how
 * `defineMessages` passes them at run time.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compileMessageOrThrow, type CompiledMessage, type CompiledMessageToken } from '@lingui/message-utils/compileMessage';
import { englishCatalogues, isComposed, type Message } from '../shared/i18n/runtime';

export const LOCALES_DIR = dirname(fileURLToPath(import.meta.url));
const SRC_DIR = dirname(LOCALES_DIR);
/** The translated languages (English is the source). */
export const TRANSLATED = ['es'] as const;
/**
 * Namespaces of short phrases the code passes into messages in English, keyed by the English
 * phrase itself (there is no English catalogue): `actions` ('Failed to {action}.', the action of
 * src/client/lib/api.ts failureMessage) and `fields` (the field of src/shared/api/common.ts tooLong).
 */
export const PHRASE_NAMESPACES = new Set(['actions', 'fields']);
/**
 * Namespaces of the content pack's words that tell the student what to do, keyed by the content's
 * id (the English is the content pack's, src/server/content/curriculum): quiz instructions and
 * badge names and descriptions. The grammar taught (questions, answers, lesson text) is not translated.
 */
export const CONTENT_NAMESPACES = new Set(['quizInstructions', 'badgeNames', 'badgeDescriptions']);

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (path !== LOCALES_DIR) yield* sourceFiles(path);
    } else if (/\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name)) yield path;
  }
}

/** Loads every English catalogue: each .ts module under src/ that calls defineMessages. */
export async function loadEnglish(): Promise<typeof englishCatalogues> {
  for (const path of sourceFiles(SRC_DIR)) {
    if (path.endsWith(join('i18n', 'runtime.ts'))) continue;
    if (readFileSync(path, 'utf8').includes('defineMessages(')) await import(pathToFileURL(path).href);
  }
  return englishCatalogues;
}

export type Translation = Record<string, Record<string, string>>;

/** The translation of one language: every module of src/locales/<language>/, merged. */
export async function loadTranslation(language: string): Promise<Translation> {
  const merged: Translation = {};
  const dir = join(LOCALES_DIR, language);
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith('.ts')) continue;
    const module = (await import(pathToFileURL(join(dir, name)).href)) as { default: Translation };
    for (const [namespace, entries] of Object.entries(module.default)) {
      // A phrase namespace (actions, fields) may be spread over the areas' files; a phrase two
      // areas use is translated the same in both.
      if (merged[namespace] && PHRASE_NAMESPACES.has(namespace)) {
        for (const [phrase, text] of Object.entries(entries)) {
          if (phrase in merged[namespace] && merged[namespace][phrase] !== text)
            throw new Error(`${language}/${name}: ${namespace} "${phrase}" is translated differently in another file`);
          merged[namespace][phrase] = text;
        }
        continue;
      }
      if (merged[namespace]) throw new Error(`${language}/${name}: namespace "${namespace}" is also in another file`);
      merged[namespace] = { ...entries };
    }
  }
  return merged;
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

/** The placeholder names a compiled message uses (plural and select cases included). */
export function placeholdersOf(message: CompiledMessage): Set<string> {
  const names = new Set<string>();
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      names.add(token[0]);
      const format = token[2];
      if (format && typeof format === 'object') {
        for (const [key, choice] of Object.entries(format)) if (key !== 'offset' && Array.isArray(choice)) walk(choice as CompiledMessage);
      }
    }
  };
  walk(message);
  return names;
}

function renamePlaceholders(message: CompiledMessage, rename: (name: string) => string): CompiledMessage {
  return message.map((token): CompiledMessageToken => {
    if (typeof token === 'string') return token;
    const [name, type, format] = token;
    let renamedFormat = format;
    if (format && typeof format === 'object') {
      renamedFormat = Object.fromEntries(
        Object.entries(format).map(([key, choice]) => [
          key,
          Array.isArray(choice) ? renamePlaceholders(choice as CompiledMessage, rename) : choice,
        ]),
      );
    }
    return token.length === 1 ? [rename(name)] : token.length === 2 ? [rename(name), type] : [rename(name), type, renamedFormat];
  });
}

export interface CompiledCatalogue {
  messages: Record<string, CompiledMessage>;
  /** What does not fit: an unknown id, a message that does not parse, a placeholder English has no value for. */
  problems: string[];
}

/** Compiles one language's translation against the English catalogues. */
export function compileTranslation(translation: Translation, english: ReadonlyMap<string, Record<string, Message>>): CompiledCatalogue {
  const messages: Record<string, CompiledMessage> = {};
  const problems: string[] = [];
  for (const [namespace, entries] of Object.entries(translation)) {
    const catalogue = english.get(namespace);
    if (!catalogue && !PHRASE_NAMESPACES.has(namespace) && !CONTENT_NAMESPACES.has(namespace)) {
      problems.push(`namespace "${namespace}" has no English catalogue`);
      continue;
    }
    for (const [key, text] of Object.entries(entries)) {
      const id = `${namespace}.${key}`;
      const source = catalogue ? catalogue[key] : key;
      if (source === undefined) {
        problems.push(`${id}: no English message has this id`);
        continue;
      }
      if (isComposed(source)) {
        problems.push(`${id}: is composed of other messages; translate those instead`);
        continue;
      }
      let compiled: CompiledMessage;
      try {
        compiled = compileMessageOrThrow(text);
      } catch (err) {
        problems.push(`${id}: ${(err as Error).message}`);
        continue;
      }
      const used = placeholdersOf(compiled);
      if (typeof source === 'function') {
        const params = parameterNames(source);
        for (const name of used)
          if (!params.includes(name)) problems.push(`${id}: {${name}} is not a parameter of the English (${params.join(', ')})`);
        compiled = renamePlaceholders(compiled, (name) => String(params.indexOf(name)));
      } else if (used.size > 0) {
        problems.push(`${id}: the English has no placeholders, the translation has {${[...used].join('}, {')}}`);
      }
      messages[id] = compiled;
    }
  }
  return { messages, problems };
}

/** The compiled module's text: one message per line, sorted by id, so a change reads as a small diff. */
export function compiledModule(language: string, messages: Record<string, CompiledMessage>): string {
  const lines = Object.keys(messages)
    .sort()
    .map((id) => `  ${JSON.stringify(id)}: ${JSON.stringify(messages[id])},`);
  return [
    `// Generated by src/locales/compile.ts from src/locales/${language}/ (npm run i18n:compile). Do not edit.`,
    `import type { Messages } from '@lingui/core';`,
    ``,
    `export const messages: Messages = {`,
    ...lines,
    `};`,
    ``,
  ].join('\n');
}

export const compiledPath = (language: string) => join(LOCALES_DIR, 'compiled', `${language}.ts`);

/** Compiles every translated language; with `write`, writes the files that changed. */
export async function compileAll({ write }: { write: boolean }) {
  const english = await loadEnglish();
  const results = [];
  for (const language of TRANSLATED) {
    const { messages, problems } = compileTranslation(await loadTranslation(language), english);
    const text = compiledModule(language, messages);
    const path = compiledPath(language);
    let current = '';
    try {
      current = readFileSync(path, 'utf8');
    } catch {
      // Not compiled yet.
    }
    if (write && current !== text) writeFileSync(path, text);
    results.push({ language, path, problems, stale: current !== text, text });
  }
  return results;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const results = await compileAll({ write: process.argv.includes('--write') || !process.argv.includes('--check') });
  let failed = false;
  for (const r of results) {
    for (const p of r.problems) console.error(`${r.language}: ${p}`);
    if (r.problems.length) failed = true;
    if (process.argv.includes('--check') && r.stale) {
      console.error(`${relative(process.cwd(), r.path)} is stale: run npm run i18n:compile`);
      failed = true;
    }
  }
  process.exit(failed ? 1 : 0);
}
