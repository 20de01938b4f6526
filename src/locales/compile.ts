/**
 * Compiles the translations (src/locales/<language>/*.po, gettext PO with ICU MessageFormat
 * messages: src/locales/catalogue.ts) into Lingui's compiled form (src/locales/compiled/<language>.ts),
 * so neither the browser nor the server parses MessageFormat at run time. `npm run i18n:compile`
 * writes the files; every Vite build and dev server runs it first (vite.config.ts).
 * `npm run i18n:check` (and tests/unit/i18n-catalogues.test.ts) fails on a message missing from a
 * catalogue or not translated, a fuzzy entry, a placeholder that is not the English's, an msgid
 * that is not the English any more, a language without a catalogue, and a stale compiled file or template.
 *
 * A function message's translation names its placeholders after the English function's
 * parameters (`failedTo: (action, serverMessage) => ...` is translated with `{action}` and
 * `{serverMessage}`); the compiled message refers to them by position, which is how
 * `defineMessages` passes them at run time.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow, type CompiledMessage, type CompiledMessageToken } from '@lingui/message-utils/compileMessage';
import { TRANSLATED_LANGUAGES } from '../shared/i18n/languages';
import {
  LOCALES_DIR,
  PHRASE_NAMESPACES,
  POT_PATH,
  domainsOf,
  loadSources,
  namespaceOf,
  phraseDomains,
  phraseSource,
  readCatalogue,
  templateText,
  type Entry,
  type SourceMessage,
} from './catalogue';

export { CONTENT_NAMESPACES, PHRASE_NAMESPACES, loadEnglish, loadSources, parameterNames } from './catalogue';

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
  /** What the check fails on, one line each. */
  problems: string[];
}

/** Compiles one language's catalogue entries against the English messages. */
export function compileCatalogue(language: string, entries: Entry[], sources: ReadonlyMap<string, SourceMessage>): CompiledCatalogue {
  const messages: Record<string, CompiledMessage> = {};
  const problems: string[] = [];
  if (!domainsOf(language).length && !entries.length)
    problems.push(`src/locales/${language}/: no catalogue (npm run i18n:extract creates it)`);
  const seen = new Map<string, Entry>();
  for (const entry of entries) {
    const { id } = entry;
    const where = `src/locales/${language}/${entry.domain}.po: ${id}`;
    const phrase = PHRASE_NAMESPACES.has(namespaceOf(id));
    const earlier = seen.get(id);
    if (earlier) {
      if (!phrase) problems.push(`${where}: also in ${earlier.domain}.po`);
      else if (earlier.translation !== entry.translation) problems.push(`${where}: translated differently in ${earlier.domain}.po`);
      continue;
    }
    seen.set(id, entry);
    const source = phrase ? phraseSource(id) : sources.get(id);
    if (!source) {
      problems.push(`${where}: no English message has this id (npm run i18n:extract drops it)`);
      continue;
    }
    if (entry.english !== source.english) {
      problems.push(`${where}: the msgid is not the English any more (npm run i18n:extract updates it)`);
      continue;
    }
    if (!entry.translation) {
      problems.push(`${where}: not translated (empty msgstr)`);
      continue;
    }
    if (entry.fuzzy) {
      problems.push(`${where}: fuzzy (the English changed: review the translation, then remove the fuzzy flag)`);
      continue;
    }
    let compiled: CompiledMessage;
    try {
      compiled = compileMessageOrThrow(entry.translation);
    } catch (err) {
      problems.push(`${where}: ${(err as Error).message}`);
      continue;
    }
    const used = [...placeholdersOf(compiled)];
    const params = source.parameters;
    const unknown = used.filter((name) => !params.includes(name));
    const unused = params.filter((name) => !used.includes(name));
    if (unknown.length || unused.length) {
      const english = params.length ? `{${params.join('}, {')}}` : 'none';
      const translated = used.length ? `{${used.join('}, {')}}` : 'none';
      problems.push(`${where}: placeholders ${translated} do not match the English's (${english})`);
      continue;
    }
    messages[id] = params.length ? renamePlaceholders(compiled, (name) => String(params.indexOf(name))) : compiled;
  }
  for (const id of sources.keys())
    if (!seen.has(id)) problems.push(`src/locales/${language}/: ${id}: missing (npm run i18n:extract adds it)`);
  return { messages, problems };
}

/** The compiled module's text: one message per line, sorted by id, so a change reads as a small diff. */
export function compiledModule(language: string, messages: Record<string, CompiledMessage>): string {
  const lines = Object.keys(messages)
    .sort()
    .map((id) => `  ${JSON.stringify(id)}: ${JSON.stringify(messages[id])},`);
  return [
    `// Generated by src/locales/compile.ts from src/locales/${language}/*.po (npm run i18n:compile). Do not edit.`,
    `import type { Messages } from '@lingui/core';`,
    ``,
    `export const messages: Messages = {`,
    ...lines,
    `};`,
    ``,
  ].join('\n');
}

export const compiledPath = (language: string) => join(LOCALES_DIR, 'compiled', `${language}.ts`);

const readOrEmpty = (path: string): string => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};

/**
 * Compiles every translated language (src/shared/i18n/languages.ts); with `write`, writes the
 * compiled files that changed. Also says whether the template (messages.pot) is stale.
 */
export async function compileAll({ write, languages = TRANSLATED_LANGUAGES }: { write: boolean; languages?: readonly string[] }) {
  const sources = await loadSources();
  const catalogues = new Map(languages.map((language) => [language, readCatalogue(language)]));
  const results = [];
  for (const [language, entries] of catalogues) {
    const { messages, problems } = compileCatalogue(language, entries, sources);
    const text = compiledModule(language, messages);
    const path = compiledPath(language);
    const current = readOrEmpty(path);
    if (write && current !== text) writeFileSync(path, text);
    results.push({ language, path, problems, stale: current !== text, text });
  }
  const templateStale = readOrEmpty(POT_PATH) !== templateText(sources, phraseDomains(catalogues.values()));
  return { results, templateStale };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const check = process.argv.includes('--check');
  const { results, templateStale } = await compileAll({ write: !check });
  let failed = false;
  for (const r of results) {
    for (const p of r.problems) console.error(p);
    if (r.problems.length) failed = true;
    if (check && r.stale) {
      console.error(`${relative(process.cwd(), r.path)} is stale: run npm run i18n:compile`);
      failed = true;
    }
  }
  if (check && templateStale) {
    console.error(`${relative(process.cwd(), POT_PATH)} is stale: run npm run i18n:extract`);
    failed = true;
  }
  if (check) console.error(failed ? 'i18n:check failed' : `i18n:check: ${results.map((r) => r.language).join(', ')} complete`);
  process.exit(failed ? 1 : 0);
}
