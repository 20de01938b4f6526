import fc from 'fast-check';
import type { Endpoint } from '../../../src/shared/api/endpoint';

/**
 * fast-check generators of hostile requests, derived from an endpoint's valibot schemas.
 * The walk reads valibot 1's schema objects (`type`, `entries`, `wrapped`, `item`, `options`,
 * `pipe`); a schema type it does not know gets arbitrary JSON, so a new kind of field is still
 * fuzzed, only less precisely.
 */

/** The parts of a valibot schema or pipe action this walk reads. */
interface Node {
  kind?: string;
  type: string;
  entries?: Record<string, Node>;
  wrapped?: Node;
  item?: Node;
  options?: readonly unknown[];
  literal?: unknown;
  requirement?: unknown;
  pipe?: readonly Node[];
}

/** Ids and names that exist on the server, so that plausible input gets past "not found" into the handlers. */
export interface Known {
  /** Classes' ids. */
  classIDs: string[];
  /** Students' ids. */
  studentIDs: string[];
  /** Every other id (users, results). */
  otherIDs: string[];
  emails: string[];
  /** Usernames, class codes, class names, the password. */
  words: string[];
  /** Content ids by kind (pack slugs). */
  content: Record<'course' | 'lesson' | 'quiz' | 'topic' | 'writing' | 'question', string[]>;
}

const allIDs = (k: Known) => [...k.classIDs, ...k.studentIDs, ...k.otherIDs];
const allSlugs = (k: Known) => Object.values(k.content).flat();

/** The known values that suit a field, by its name (lessonID, classid, topicIDs, Code, ...). */
function poolFor(key: string, known: Known, kind: 'id' | 'slug' | 'text'): string[] {
  const k = key.toLowerCase();
  if (kind === 'id') {
    // The diagnostic's quizID is its class's id.
    if (k.includes('class') || k === 'quizid') return known.classIDs;
    if (k.includes('student')) return known.studentIDs;
    return allIDs(known);
  }
  const content = k.includes('writingassignment')
    ? known.content.writing
    : (['question', 'quiz', 'lesson', 'topic', 'course'] as const).map((c) => (k.includes(c) ? known.content[c] : null)).find(Boolean);
  if (content?.length) return content;
  if (kind === 'slug') return allSlugs(known);
  if (k.includes('email') || k === 'username') return [...known.emails, ...known.words];
  return [...known.words, 'Maya', 'Rivera', 'Room 12 Grammar', 'a fine sentence.'];
}

/** A piece of JSON text put into a body as it is (JSON.stringify cannot write 1e999 or 10,000 levels cheaply). */
export class Raw {
  constructor(readonly text: string) {}
}

const deepArrays = (n: number) => new Raw('['.repeat(n) + ']'.repeat(n));
const deepObjects = (n: number) => new Raw('{"a":'.repeat(n) + '1' + '}'.repeat(n));

/** JSON text of a value that may hold Raw pieces; own `__proto__` keys are written like any other key. */
export function toJson(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : toJson(item))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const parts: string[] = [];
    for (const key of Object.keys(value)) {
      const item = (value as Record<string, unknown>)[key];
      if (item !== undefined) parts.push(`${JSON.stringify(key)}:${toJson(item)}`);
    }
    return `{${parts.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const HUNDRED_KB = 100 * 1024;

/** Strings that have broken servers: NUL, broken UTF-16, direction and zero-width marks, injections, numbers in words. */
const HOSTILE: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(64),
  '%00',
  '\\u0000',
  '\uD800',
  '\uDFFF',
  'x\uD83D',
  '\uDE00x',
  '\u202Eevil\u202C',
  '\u200B',
  '\u200D\u200C\u2060',
  '\uFEFF',
  '\u2066\u2069',
  'שלום עולם',
  'مرحبا',
  ' ',
  '\t\r\n',
  '\u00A0\u3000',
  '\u2028\u2029',
  '\u0001\u001F\u007F\u0085',
  '\uFFFF\uFFFE',
  '👩‍👩‍👧‍👦',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǫ̗͚',
  'İıßﬀ',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "\\'; SELECT pg_sleep(5); --",
  "E'\\x00'",
  '$1',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '&lt;&#0;&#x0;',
  '${7*7}',
  '{{7*7}}',
  '%s%s%n',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/?#&=',
  '1'.repeat(400),
  '-0',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '0x10',
  '9007199254740993',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '{"a":1}',
  '\\',
  '"',
  '02/30/2024',
  '13/45/2024',
  '00/00/0000',
  '2024-02-30',
  '12/31/275760',
  '+275760-09-13T00:00:00.000Z',
  '2024-01-01T00:00:00Z',
  '01/01/99999',
  '99999-01-01',
  '0000-01-01',
  '-000001-01-01',
  '02/29/2023',
  '1/1/2024',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  'a@b',
  '"a b"@x.example',
  'x@[127.0.0.1]',
  'ü@ü.example',
  '<a@b.example>',
];

/**
 * Built once: generating them character by character would dominate the run. The few-KB ones
 * fit under a form's body limit but not into a btree index entry (2,704 bytes).
 */
const BIG: readonly string[] = [
  'm'.repeat(3000),
  '€'.repeat(1000),
  '𝕏'.repeat(2000),
  'x'.repeat(HUNDRED_KB),
  '\u0000'.repeat(HUNDRED_KB / 10),
  '💩'.repeat(HUNDRED_KB / 4),
  '\u202E\u200B'.repeat(HUNDRED_KB / 4),
  "' OR 1=1 --".repeat(HUNDRED_KB / 11),
  '<b>'.repeat(HUNDRED_KB / 3),
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE), weight: 6 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.constantFrom(...BIG), weight: 1 },
  // A hostile piece inside text that is otherwise fine.
  { arbitrary: fc.tuple(fc.constantFrom('Maya', 'room 12', 'chalk42'), fc.constantFrom(...HOSTILE)).map(([a, b]) => a + b), weight: 2 },
);

/** JSON text that parses to what a field never expects: huge numbers, deep nesting, escaped NUL and surrogates. */
const RAW_VALUES: readonly Raw[] = [
  new Raw('1e999'),
  new Raw('-1e999'),
  new Raw('1' + '0'.repeat(400)),
  new Raw('-' + '9'.repeat(1000)),
  new Raw('0.' + '0'.repeat(400) + '1'),
  new Raw('-0'),
  new Raw('4e-324'),
  new Raw('9007199254740993'),
  new Raw('"\\u0000"'),
  new Raw('"\\ud800"'),
  new Raw('"\\udfff\\ud800"'),
  deepArrays(7_000),
  deepArrays(10_000),
  deepObjects(10_000),
  new Raw(`[${'0,'.repeat(50_000)}0]`),
];

/** Values of the wrong type for any field (a few are right for some fields, which does no harm). */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  {
    arbitrary: fc.constantFrom<unknown>(null, 0, -1, 1.5, 1e308, true, false, '', 'true', '0', [], {}, [null], [[]], { '': null }, { $gt: '' }, ['a', 'b'], { length: 1 }),
    weight: 5,
  },
  { arbitrary: fc.constantFrom(...RAW_VALUES), weight: 3 },
  { arbitrary: hostileString, weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
);

const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '',
  ' ',
  '\u0000',
  'id',
  'roleID',
  'isAdmin',
  'userID',
  '$where',
  '__defineGetter__',
  'k'.repeat(5000),
  '\uD800',
];

/** The pipe's actions, those of nested pipes included (requiredText() is a pipe inside a pipe). */
function actionsOf(schema: Node): Node[] {
  if (!schema.pipe) return [];
  const [base, ...rest] = schema.pipe;
  return [...(base && base !== schema ? actionsOf(base) : []), ...rest];
}

const requirement = (actions: Node[], type: string) => actions.find((a) => a.type === type)?.requirement;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A string the field's checks accept (as far as the schema tells), from the known values where its name says which. */
function plausibleString(schema: Node, key: string, known: Known): fc.Arbitrary<string> {
  const actions = actionsOf(schema);
  const max = (requirement(actions, 'max_length') as number | undefined) ?? 60;
  const regex = requirement(actions, 'regex') as RegExp | undefined;
  const lower = key.toLowerCase();
  if (actions.some((a) => a.type === 'uuid')) {
    return fc.oneof({ arbitrary: fc.constantFrom(...poolFor(key, known, 'id')), weight: 4 }, { arbitrary: fc.uuid(), weight: 1 });
  }
  if (actions.some((a) => a.type === 'email')) return fc.oneof(fc.constantFrom(...known.emails), fc.emailAddress());
  if (actions.some((a) => a.type === 'iso_timestamp')) {
    return fc.date({ noInvalidDate: true, min: new Date('2020-01-01'), max: new Date('2030-01-01') }).map((d) => d.toISOString());
  }
  if (lower === 'tzoffset') return fc.integer({ min: -840, max: 840 }).map(String);
  if (lower === 'start' || lower === 'end') {
    return fc
      .tuple(fc.date({ noInvalidDate: true, min: new Date('2020-01-01'), max: new Date('2030-01-01') }), fc.boolean())
      .map(([d, us]) => (us ? `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}` : d.toISOString().slice(0, 10)));
  }
  if (regex) {
    const fitting = [...allSlugs(known), ...known.words].filter((s) => regex.test(s));
    const named = poolFor(key, known, 'slug').filter((s) => regex.test(s));
    return fc.oneof(
      { arbitrary: fc.constantFrom(...(named.length ? named : fitting.length ? fitting : ['x1'])), weight: 4 },
      { arbitrary: fc.stringMatching(regex), weight: 1 },
    );
  }
  if (lower.includes('password')) return fc.constantFrom(...known.words.filter((w) => /\d/.test(w)), 'chalk43', 'pencil7');
  return fc.oneof(
    { arbitrary: fc.constantFrom(...poolFor(key, known, 'text')), weight: 3 },
    { arbitrary: fc.string({ minLength: 1, maxLength: Math.min(max, 30) }), weight: 1 },
  );
}

function plausibleNumber(schema: Node): fc.Arbitrary<number> {
  const actions = actionsOf(schema);
  const min = requirement(actions, 'min_value') as number | undefined;
  const max = requirement(actions, 'max_value') as number | undefined;
  if (actions.some((a) => a.type === 'integer') || min !== undefined || max !== undefined) {
    return fc.integer({ min: min ?? -1000, max: max ?? 1000 });
  }
  return fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.double({ min: -1000, max: 1000, noNaN: true }));
}

/** Numbers at and past the edges: the schema's limits ±1 and ±0.5, and what floats and integer columns cannot hold. */
function edgeNumber(schema: Node): fc.Arbitrary<number> {
  const actions = actionsOf(schema);
  const edges = [0, -0, 1.5, -1, 2 ** 31, 2 ** 53 + 2, Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE, 1e21];
  for (const type of ['min_value', 'max_value']) {
    const r = requirement(actions, type);
    if (typeof r === 'number') edges.push(r - 1, r + 1, r + 0.5);
  }
  return fc.oneof(fc.constantFrom(...edges), fc.integer(), fc.double());
}

/** One past the length limit, and the limit's worth of spaces around a word (trim runs before the length check). */
function overLong(schema: Node): fc.Arbitrary<string> | null {
  const max = requirement(actionsOf(schema), 'max_length') as number | undefined;
  return max === undefined ? null : fc.constantFrom('a'.repeat(max + 1), `${' '.repeat(max)}a${' '.repeat(max)}`);
}

/**
 * Values of the schema's shape. Plausible (`hostile: false`): what the checks accept, as far as
 * the schema tells, so that a single hostile value put into it reaches the handler and the
 * database. Hostile: every string and number may be hostile.
 */
export function shaped(schema: Node, known: Known, opts: { hostile: boolean; key?: string }): fc.Arbitrary<unknown> {
  const key = opts.key ?? '';
  const inner = (s: Node, k = key) => shaped(s, known, { hostile: opts.hostile, key: k });
  switch (schema.type) {
    case 'string': {
      const ok = plausibleString(schema, key, known);
      if (!opts.hostile) return ok;
      const long = overLong(schema);
      return fc.oneof({ arbitrary: ok, weight: 4 }, { arbitrary: hostileString, weight: 4 }, ...(long ? [{ arbitrary: long, weight: 1 }] : []));
    }
    case 'number':
      return opts.hostile ? fc.oneof(plausibleNumber(schema), edgeNumber(schema)) : plausibleNumber(schema);
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constant(schema.literal);
    case 'picklist': {
      const options = schema.options as (string | number)[];
      if (!opts.hostile) return fc.constantFrom(...options);
      const near = options.flatMap((o) => (typeof o === 'string' ? [o.toUpperCase(), ` ${o} `, `${o}\u0000`] : [String(o), o + 0.5]));
      return fc.oneof({ arbitrary: fc.constantFrom(...options), weight: 3 }, { arbitrary: fc.constantFrom(...near), weight: 1 });
    }
    case 'optional':
    case 'exact_optional':
    case 'nullish':
      return inner(schema.wrapped!);
    case 'nullable':
      return fc.oneof({ arbitrary: inner(schema.wrapped!), weight: 3 }, { arbitrary: fc.constant(null), weight: 1 });
    case 'union':
    case 'variant':
      return fc.oneof(...(schema.options as Node[]).map((o) => inner(o)));
    case 'array': {
      const actions = actionsOf(schema);
      const max = requirement(actions, 'max_length') as number | undefined;
      const min = (requirement(actions, 'min_length') as number | undefined) ?? (actions.some((a) => a.type === 'non_empty') ? 1 : 0);
      const item = inner(schema.item!);
      const list = fc.array(item, { minLength: min, maxLength: Math.max(min, Math.min(max ?? 3, 3)) });
      if (!opts.hostile) return list;
      return fc.oneof({ arbitrary: list, weight: 6 }, { arbitrary: item.map((x) => Array.from({ length: (max ?? 1000) + 1 }, () => x)), weight: 1 });
    }
    case 'object': {
      const entries = schema.entries ?? {};
      const model = Object.fromEntries(Object.entries(entries).map(([k, s]) => [k, inner(s, k)]));
      const requiredKeys = Object.entries(entries)
        .filter(([, s]) => !['optional', 'exact_optional', 'nullish'].includes(s.type))
        .map(([k]) => k);
      return fc.record(model, { requiredKeys });
    }
    case 'unknown':
    case 'any':
      return opts.hostile ? fc.oneof(fc.jsonValue({ maxDepth: 3 }), hostileString, fc.constantFrom(...RAW_VALUES)) : fc.jsonValue({ maxDepth: 2 });
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

type Path = (string | number)[];

/** Paths to every value inside (not the root), to the leaves among them, and to every object (the root included). */
function pathsOf(value: unknown, at: Path = [], out = { all: [] as Path[], leaves: [] as Path[], objects: [] as Path[] }) {
  const isContainer = (x: unknown) => x !== null && typeof x === 'object' && !(x instanceof Raw);
  const visit = (item: unknown, path: Path) => {
    out.all.push(path);
    if (!isContainer(item)) out.leaves.push(path);
    pathsOf(item, path, out);
  };
  if (Array.isArray(value)) {
    value.slice(0, 50).forEach((item, i) => visit(item, [...at, i]));
  } else if (isContainer(value)) {
    out.objects.push(at);
    for (const key of Object.keys(value as object)) visit((value as Record<string, unknown>)[key], [...at, key]);
  }
  return out;
}

const valueAt = (root: unknown, path: Path): unknown => path.reduce<unknown>((v, step) => (v as Record<string | number, unknown>)?.[step], root);

const cloneDeep = (value: unknown): unknown =>
  value instanceof Raw || value === null || typeof value !== 'object'
    ? value
    : Array.isArray(value)
      ? value.map(cloneDeep)
      : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cloneDeep(v)]));

/** Sets (or, with `remove`, deletes) the value at a path; the key is defined as an own property so `__proto__` is a key. */
function edit(root: unknown, path: Path, change: { value?: unknown; remove?: boolean }): unknown {
  if (!path.length) return change.value;
  const copy = cloneDeep(root);
  let parent = copy as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) {
    // An optional object the valid sample left out (or a body that is not an object): nothing there to edit.
    if (parent === null || typeof parent !== 'object') return copy;
    parent = parent[step] as Record<string | number, unknown>;
  }
  if (parent === null || typeof parent !== 'object') return copy;
  const last = path.at(-1)!;
  if (change.remove) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else {
    Object.defineProperty(parent, last, { value: change.value, enumerable: true, writable: true, configurable: true });
  }
  return copy;
}

const pick = <T>(list: T[], n: number): T | undefined => (list.length ? list[n % list.length] : undefined);

/** A hostile value of the same JSON type as `like` where there is one (a string for a string), else a raw one. */
const hostileLike = (like: unknown): fc.Arbitrary<unknown> =>
  typeof like === 'string'
    ? hostileString
    : typeof like === 'number'
      ? fc.oneof(fc.constantFrom(...RAW_VALUES.slice(0, 8)), fc.constantFrom(0, -0, 2 ** 53 + 2, Number.MAX_VALUE, 1e21, -1, 0.5))
      : fc.oneof(hostileString, fc.constantFrom(...RAW_VALUES));

/** The plausible value with one leaf made hostile: the other fields pass, so the hostile one gets as far as it can. */
function oneHostile(valid: fc.Arbitrary<unknown>): fc.Arbitrary<{ kind: string; value: unknown }> {
  return fc
    .tuple(valid, fc.nat())
    .chain(([v, n]) => {
      const path = pick(pathsOf(v).leaves, n);
      if (!path) return fc.tuple(fc.constant(v), fc.constant<Path>([]), hostileLike(v));
      return fc.tuple(fc.constant(v), fc.constant(path), hostileLike(valueAt(v, path)));
    })
    .map(([v, path, bad]) => ({ kind: `hostile value at ${JSON.stringify(path)}`, value: path.length ? edit(v, path, { value: bad }) : bad }));
}

/** One request body: JSON text (or bytes) and the Content-Type it is sent with (null: no header). */
export interface BodyCase {
  kind: string;
  text?: string;
  bytes?: Uint8Array;
  contentType: string | null;
}

const CONTENT_TYPES: fc.Arbitrary<string | null> = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 12 },
  {
    arbitrary: fc.constantFrom<string | null>(
      null,
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/vnd.api+json',
      'application/json; charset=utf-16',
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/jsonx',
      '*/*',
      '',
    ),
    weight: 3,
  },
);

const NOT_JSON = [
  '{',
  '}',
  '{"a":',
  "{'a':1}",
  '{a:1}',
  'undefined',
  'NaN',
  '<?xml version="1.0"?><a/>',
  'a=1&b=2',
  '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
  '\u0000',
  '{"a":1}garbage',
  '{"a":1}{"b":2}',
  '[1,]',
  '{"a":1,}',
  '/* comment */{}',
  '{"a":"\\x41"}',
  '{"a":"\\u12"}',
  '\uFEFF{}',
  ' ',
  '\r\n\t',
];

const NOT_AN_OBJECT = ['"text"', '""', '[]', '[{}]', 'null', '0', '-1', 'true', 'false', '1e999', '"\\u0000"', '"\\ud800"'];

/** Bytes that are not UTF-8: 0xFF, an overlong NUL, a UTF-8-encoded surrogate, a code point past U+10FFFF. */
const BAD_UTF8 = [
  [0xff, 0xfe],
  [0xc0, 0x80],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
];

/** Bigger than any body limit a call may set (the largest is a writing assignment's). */
const OVERSIZED = `{"x":"${'a'.repeat(1024 * 1024)}"}`;

/**
 * Request bodies for an endpoint, from its body schema: plausible, with one hostile value, hostile
 * throughout, with a field of the wrong type, a field missing, extra fields, duplicate keys; and
 * bodies that are not the expected JSON at all. Endpoints without a body schema get the same
 * around an empty object.
 */
export function bodyCase(schema: Node | undefined, known: Known): fc.Arbitrary<BodyCase> {
  const valid = schema ? shaped(schema, known, { hostile: false }) : fc.constant({});
  const hostile = schema ? shaped(schema, known, { hostile: true }) : fc.constant({});
  const json = (kind: string, value: fc.Arbitrary<unknown>) => value.map((v) => ({ kind, text: toJson(v) }));
  const body: fc.Arbitrary<Omit<BodyCase, 'contentType'>> = fc.oneof(
    { arbitrary: json('plausible', valid), weight: 3 },
    { arbitrary: oneHostile(valid).map(({ kind, value }) => ({ kind, text: toJson(value) })), weight: 10 },
    { arbitrary: json('hostile throughout', hostile), weight: 3 },
    {
      arbitrary: fc.tuple(valid, fc.nat(), wrongValue).map(([v, n, wrong]) => {
        const path = pick(pathsOf(v).all, n) ?? [];
        return { kind: `wrong type at ${JSON.stringify(path)}`, text: toJson(edit(v, path, { value: wrong })) };
      }),
      weight: 6,
    },
    {
      arbitrary: fc.tuple(valid, fc.nat()).map(([v, n]) => {
        const path = pick(pathsOf(v).all, n);
        return path ? { kind: `missing ${JSON.stringify(path)}`, text: toJson(edit(v, path, { remove: true })) } : { kind: 'missing (empty)', text: '{}' };
      }),
      weight: 2,
    },
    {
      arbitrary: fc.tuple(valid, fc.nat(), fc.constantFrom(...EXTRA_KEYS), fc.oneof(wrongValue, hostileString)).map(([v, n, key, extra]) => {
        const at = pick(pathsOf(v).objects, n) ?? [];
        return { kind: `extra key ${JSON.stringify(key.slice(0, 20))} at ${JSON.stringify(at)}`, text: toJson(edit(v, [...at, key], { value: extra })) };
      }),
      weight: 2,
    },
    {
      arbitrary: fc.tuple(valid, fc.nat(), fc.oneof(wrongValue, hostileString), fc.boolean()).map(([v, n, other, first]) => {
        const text = toJson(v);
        const keys = v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.keys(v) : [];
        const key = pick(keys, n) ?? 'id';
        const pair = `${JSON.stringify(key)}:${toJson(other)}`;
        const dup = !text.startsWith('{') ? `{${pair},${pair}}` : text === '{}' ? `{${pair}}` : first ? `{${pair},${text.slice(1)}` : `${text.slice(0, -1)},${pair}}`;
        return { kind: `duplicate key ${JSON.stringify(key)} (${first ? 'hostile first' : 'hostile last'})`, text: dup };
      }),
      weight: 2,
    },
    { arbitrary: fc.constantFrom(...NOT_AN_OBJECT).map((text) => ({ kind: 'not an object', text })), weight: 1 },
    { arbitrary: json('wrapped in an array', valid.map((v) => [v])), weight: 1 },
    { arbitrary: fc.constantFrom(...RAW_VALUES).map((raw) => ({ kind: 'raw value as the body', text: raw.text })), weight: 1 },
    {
      arbitrary: fc.oneof(fc.constantFrom(...NOT_JSON), fc.string({ unit: 'binary', maxLength: 60 })).map((text) => ({ kind: 'not JSON', text })),
      weight: 2,
    },
    {
      arbitrary: fc.tuple(valid, fc.nat()).map(([v, n]) => {
        const text = toJson(v);
        return { kind: 'truncated JSON', text: text.slice(0, 1 + (n % Math.max(1, text.length - 1))) };
      }),
      weight: 2,
    },
    {
      arbitrary: fc.tuple(valid, fc.constantFrom(...BAD_UTF8)).map(([v, bad]) => {
        const text = toJson(v);
        const rest = text.startsWith('{') && text !== '{}' ? `,${text.slice(1)}` : '}';
        return { kind: 'invalid UTF-8', bytes: Buffer.concat([Buffer.from('{"x":"'), Buffer.from(bad), Buffer.from(`"${rest}`)]) };
      }),
      weight: 1,
    },
    { arbitrary: fc.constant({ kind: 'oversized', text: OVERSIZED }), weight: 1 },
    { arbitrary: fc.constant({ kind: 'empty', text: '' }), weight: 1 },
  );
  return fc.tuple(body, CONTENT_TYPES).map(([b, contentType]) => ({ ...b, contentType }));
}

/**
 * Percent-encodes a string the way a careless client would: lone surrogates become their
 * 3-byte (invalid) UTF-8 form instead of making encodeURIComponent throw.
 */
export function encodeLoose(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(ch);
    }
  }
  return out;
}

/** Already-encoded URL pieces that decode badly or not at all. */
const MALFORMED_URL_PIECES = ['%', '%zz', '%E0%A4%A', '%ED%A0%80', '%C0%80', '%00', '%FF%FE', '%u0041', '%2e%2e', '%2F', '%5C', '%25', '+', '%2B'];

type Pairs = [string, string][];

/** A query string (without `?`) for an endpoint, from its query schema when it has one. */
export function queryCase(schema: Node | undefined, known: Known): fc.Arbitrary<{ kind: string; qs: string }> {
  const names = Object.keys(schema?.entries ?? {});
  const toPairs = (obj: unknown): Pairs =>
    Object.entries((obj ?? {}) as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, typeof v === 'string' ? v : v instanceof Raw ? v.text : JSON.stringify(v)]);
  const valid = (schema ? shaped(schema, known, { hostile: false }) : fc.constant({})).map(toPairs);
  const hostile = (schema ? shaped(schema, known, { hostile: true }) : fc.constant({})).map(toPairs);
  const encode = (pairs: Pairs) => pairs.map(([k, v]) => `${encodeLoose(k)}=${encodeLoose(v)}`).join('&');
  const name = names.length ? fc.constantFrom(...names) : fc.constant('q');
  return fc.oneof(
    { arbitrary: valid.map((pairs) => ({ kind: 'plausible', qs: encode(pairs) })), weight: 2 },
    {
      arbitrary: fc.tuple(valid, name, hostileString).map(([pairs, k, v]) => ({
        kind: `hostile value of ${k}`,
        qs: encode([...pairs.filter(([key]) => key !== k), [k, v]]),
      })),
      weight: 6,
    },
    { arbitrary: hostile.map((pairs) => ({ kind: 'hostile throughout', qs: encode(pairs) })), weight: 2 },
    {
      arbitrary: fc.tuple(valid, fc.nat()).map(([pairs, n]) => ({ kind: 'missing', qs: encode(pairs.filter((_, i) => i !== n % Math.max(1, pairs.length))) })),
      weight: 1,
    },
    {
      arbitrary: fc.tuple(valid, fc.constantFrom(...EXTRA_KEYS), hostileString).map(([pairs, k, v]) => ({ kind: 'extra parameter', qs: encode([...pairs, [k, v]]) })),
      weight: 2,
    },
    {
      arbitrary: fc.tuple(valid, name, hostileString).map(([pairs, k, v]) => ({ kind: 'repeated parameter', qs: encode([...pairs, [k, v], [k, v]]) })),
      weight: 1,
    },
    {
      arbitrary: fc.tuple(valid, name, fc.constantFrom(...MALFORMED_URL_PIECES), fc.boolean()).map(([pairs, k, piece, asValue]) => ({
        kind: 'malformed encoding',
        qs: [encode(pairs.filter(([key]) => key !== k)), asValue ? `${encodeLoose(k)}=${piece}` : piece].filter(Boolean).join('&'),
      })),
      weight: 2,
    },
    {
      arbitrary: fc.tuple(valid, name).map(([pairs, k]) => ({ kind: 'array syntax', qs: [encode(pairs), `${encodeLoose(k)}[]=1`, `${encodeLoose(k)}[a]=2`, encodeLoose(k)].join('&') })),
      weight: 1,
    },
    { arbitrary: fc.constantFrom(17_000, 24_000, 64_000).map((n) => ({ kind: `huge query (${n})`, qs: `pad=${'x'.repeat(n)}` })), weight: 1 },
  );
}

/** The path of an endpoint with each `:param` replaced (known ids, hostile strings encoded, or raw malformed pieces). */
export function pathCase(path: string, known: Known): fc.Arbitrary<{ kind: string; path: string }> {
  const names = [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  if (!names.length) return fc.constant({ kind: '', path });
  const param = (name: string) =>
    fc.oneof(
      { arbitrary: fc.constantFrom(...poolFor(name, known, 'id')), weight: 2 },
      { arbitrary: fc.constantFrom(...allSlugs(known)), weight: 1 },
      { arbitrary: fc.uuid(), weight: 1 },
      { arbitrary: hostileString.map(encodeLoose), weight: 3 },
      { arbitrary: fc.constantFrom(...MALFORMED_URL_PIECES, '..', '.', 'a%2Fb', '%20'), weight: 2 },
      { arbitrary: fc.constant('a'.repeat(20_000)), weight: 1 },
    );
  return fc.tuple(...names.map(param)).map((values) => {
    let i = 0;
    return { kind: 'path params', path: path.replace(/:([A-Za-z0-9_]+)/g, () => values[i++]!) };
  });
}

/** Session keys nobody was given, for the anonymous calls. */
const BOGUS_KEYS = ['x', 'a'.repeat(199), 'a'.repeat(201), 'a'.repeat(8000), "' OR 1=1 --", 'null', 'Bearer x', '%00', '\u00e9\u00ff'];
const IDEMPOTENCY_KEYS = ['fuzz-1', '', ' ', 'a'.repeat(300), 'a'.repeat(5000), '%00', '../x', '\u00e9', "' OR 1=1"];
const QUEUED_AT = ['', 'yesterday', '2024-13-45T99:99:99Z', '+275760-09-13T00:00:00.000Z', '-271821-04-20T00:00:00.000Z', '1e999', '0', 'a'.repeat(1000)];

/** Extra headers: none mostly; sometimes a made-up key (anonymous), a hostile Idempotency-Key or X-Queued-At (writes). */
export function headerCase(opts: { anonymous: boolean; write: boolean }): fc.Arbitrary<Record<string, string>> {
  const maybe = (values: string[]) => fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: fc.constantFrom(...values), weight: 1 });
  const none = fc.constant(undefined);
  return fc.tuple(opts.anonymous ? maybe(BOGUS_KEYS) : none, opts.write ? maybe(IDEMPOTENCY_KEYS) : none, opts.write ? maybe(QUEUED_AT) : none).map(([key, idem, queued]) => {
    const headers: Record<string, string> = {};
    if (key !== undefined) headers['X-Api-Key'] = key;
    if (idem !== undefined) headers['Idempotency-Key'] = idem;
    if (queued !== undefined) headers['X-Queued-At'] = queued;
    return headers;
  });
}

/** Everything one fuzzed call sends. */
export interface FuzzRequest {
  method: string;
  path: string;
  pathKind: string;
  query: { kind: string; qs: string };
  headers: Record<string, string>;
  body: BodyCase | null;
}

/** Requests for one endpoint: path params, query, headers and body together (GET sends no body). */
export function requestCase(endpoint: Endpoint, known: Known, opts: { anonymous: boolean }): fc.Arbitrary<FuzzRequest> {
  const write = endpoint.method !== 'GET';
  return fc
    .tuple(
      pathCase(endpoint.path, known),
      queryCase(endpoint.query as Node | undefined, known),
      headerCase({ anonymous: opts.anonymous, write }),
      write ? bodyCase(endpoint.body as Node | undefined, known) : fc.constant(null),
    )
    .map(([p, query, headers, body]) => ({ method: endpoint.method, path: p.path, pathKind: p.kind, query, headers, body }));
}

/** Paths of the body's fields that take any JSON (valibot's unknown/any): nothing in the schema stops a hostile shape there. */
function openPaths(schema: Node | undefined, at: Path = []): Path[] {
  if (!schema) return [];
  if (schema.type === 'unknown' || schema.type === 'any') return [at];
  if (['optional', 'exact_optional', 'nullish', 'nullable'].includes(schema.type)) return openPaths(schema.wrapped, at);
  if (schema.type === 'object') return Object.entries(schema.entries ?? {}).flatMap(([k, s]) => openPaths(s, [...at, k]));
  return [];
}

/**
 * Calls tried on every run, before the random ones: thousands of levels of nesting in each field
 * that takes any JSON, the rest of the body plausible. Random runs reach such a field too rarely
 * for a bug there to be found on every run. 7,000 levels of arrays still fit a form's 16 KB body limit.
 */
export function pinnedCases(endpoint: Endpoint, known: Known, seed: number): FuzzRequest[] {
  const schema = endpoint.body as Node | undefined;
  const paths = endpoint.method === 'GET' ? [] : openPaths(schema);
  if (!paths.length) return [];
  const [valid] = fc.sample(shaped(schema!, known, { hostile: false }), { seed, numRuns: 1 });
  return paths.flatMap((path) =>
    [deepArrays(7_000), deepArrays(10_000), deepObjects(10_000)].map((deep) => ({
      method: endpoint.method,
      path: endpoint.path,
      pathKind: '',
      query: { kind: 'none', qs: '' },
      headers: {},
      body: { kind: `${deep.text.length} characters of nesting at ${JSON.stringify(path)}`, text: toJson(edit(valid, path, { value: deep })), contentType: 'application/json' },
    })),
  );
}

const clip = (s: string, n = 240) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);

/** A request in a few readable lines (long strings cut, the rest escaped) for a failure message. */
export function describeRequest(req: FuzzRequest): string {
  const lines = [`${req.method} /api${clip(req.path, 160)}${req.query.qs ? `?${clip(req.query.qs)}` : ''}`];
  lines.push(`  query: ${req.query.kind}${req.pathKind ? `; ${req.pathKind}` : ''}`);
  if (Object.keys(req.headers).length) lines.push(`  headers: ${clip(JSON.stringify(req.headers), 200)}`);
  if (req.body) {
    const shown = req.body.text !== undefined ? JSON.stringify(req.body.text) : `bytes ${Buffer.from(req.body.bytes!).toString('hex')}`;
    lines.push(`  body (${req.body.kind}; Content-Type ${JSON.stringify(req.body.contentType)}): ${clip(shown, 400)}`);
  }
  return lines.join('\n');
}
