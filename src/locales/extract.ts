/**
 * `npm run i18n:extract`: brings the catalogues in step with the English. Writes the template
 * (src/locales/messages.pot) and merges it into every translated language's PO files
 * (src/shared/i18n/languages.ts; a language without a folder gets one): a new message is added
 * untranslated (empty msgstr), in the file its namespace is in (a new namespace: `<namespace>.po`);
 * a message whose English changed gets the new msgid and keeps its translation, marked fuzzy for
 * review; a message the English no longer has is dropped. Then `npm run i18n:check` says what is
 * left to translate.
 */
import { existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TRANSLATED_LANGUAGES } from '../shared/i18n/languages';
import {
  POT_PATH,
  PHRASE_NAMESPACES,
  domainsOf,
  languageDir,
  loadSources,
  namespaceOf,
  phraseDomains,
  phraseSource,
  poItem,
  poText,
  readCatalogue,
  templateText,
  type Entry,
  type SourceMessage,
} from './catalogue';

/** Writes `text` to `path` if it differs; answers whether it did. */
function writeChanged(path: string, text: string): boolean {
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return false;
  writeFileSync(path, text);
  return true;
}

type Item = ReturnType<typeof poItem>;

/**
 * One language's catalogue merged with the English: per domain (file), its items. `domainOf` is
 * the file each namespace is in; `phrases`, each phrase entry's files.
 */
export function mergeCatalogue(
  entries: Entry[],
  sources: ReadonlyMap<string, SourceMessage>,
  phrases: ReadonlyMap<string, string[]>,
  domainOf: ReadonlyMap<string, string>,
): Map<string, Item[]> {
  const existing = new Map<string, Entry[]>();
  for (const entry of entries) existing.set(entry.id, [...(existing.get(entry.id) ?? []), entry]);
  const files = new Map<string, Item[]>();
  const add = (domain: string, source: SourceMessage, prior: Entry | undefined) => {
    // A translation of English that changed is kept for review, marked fuzzy.
    const changed = prior !== undefined && prior.english !== source.english && prior.translation !== '';
    const item = poItem(source, prior?.translation ?? '', Boolean(prior?.fuzzy) || changed);
    files.set(domain, [...(files.get(domain) ?? []), item]);
  };
  for (const source of sources.values()) add(domainOf.get(source.namespace) ?? source.namespace, source, existing.get(source.id)?.[0]);
  for (const [id, domains] of phrases) {
    const own = existing.get(id) ?? [];
    for (const domain of domains) add(domain, phraseSource(id), own.find((e) => e.domain === domain) ?? own[0]);
  }
  return files;
}

/** Each namespace's file, as the catalogues have it (in any language: a new language gets the same files). */
export function namespaceDomains(catalogues: Iterable<Entry[]>): Map<string, string> {
  const domainOf = new Map<string, string>();
  for (const entries of catalogues) {
    for (const { id, domain } of entries) {
      const namespace = namespaceOf(id);
      if (!PHRASE_NAMESPACES.has(namespace) && !domainOf.has(namespace)) domainOf.set(namespace, domain);
    }
  }
  return domainOf;
}

/** Merges the English into the catalogues of `languages` and writes the template; answers the files written. */
export async function extract(languages: readonly string[] = TRANSLATED_LANGUAGES): Promise<string[]> {
  const sources = await loadSources();
  const catalogues = new Map(languages.map((language) => [language, readCatalogue(language)]));
  const domainOf = namespaceDomains(catalogues.values());
  const phrases = phraseDomains(catalogues.values());
  const written: string[] = [];
  if (writeChanged(POT_PATH, templateText(sources, phrases))) written.push(POT_PATH);
  for (const [language, entries] of catalogues) {
    const dir = languageDir(language);
    mkdirSync(dir, { recursive: true });
    const files = mergeCatalogue(entries, sources, phrases, domainOf);
    for (const [domain, items] of files) {
      const path = join(dir, `${domain}.po`);
      if (writeChanged(path, poText(language, items))) written.push(path);
    }
    for (const domain of domainsOf(language)) {
      if (files.has(domain)) continue;
      const path = join(dir, `${domain}.po`);
      unlinkSync(path);
      written.push(path);
    }
  }
  return written;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const written = await extract();
  for (const path of written) console.log(`wrote ${relative(process.cwd(), path)}`);
  if (!written.length) console.log('the catalogues are in step with the English');
}
