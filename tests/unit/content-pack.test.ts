import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPack, MIN_TOPIC_QUESTIONS, QUIZ_TYPES_IN_ORDER, TOPIC_GROUPS } from '../../src/shared/content/schema';
import { readPackFolder } from '../../src/server/content/pack';
import { packHash, SHIPPED_PACK_DIR } from '../../src/server/content/load';
import { makePack, type FixturePack } from '../api/content-fixtures';
import { checkCurriculum, readingLevel } from '../../src/server/content/curriculum-rules';
import { ITEM_TYPES } from '../../src/shared/content/items';
import type { Pack } from '../../src/shared/content/schema';

/** A copy of the fixture pack, changed by `breakIt`. */
function broken(breakIt: (pack: FixturePack) => void): unknown {
  const pack = structuredClone(makePack());
  breakIt(pack);
  return pack;
}

describe('the shipped curriculum', () => {
  it('passes the check', async () => {
    const { pack, problems } = await readPackFolder(SHIPPED_PACK_DIR);
    expect(problems).toEqual([]);
    expect(pack).not.toBeNull();
  });

  it('has the six courses, at least 60 lessons in the three grade bands, at least 10 badges', async () => {
    const { pack } = await readPackFolder(SHIPPED_PACK_DIR);
    expect(pack!.courses.map((c) => c.name)).toEqual([
      'Parts of Speech',
      'Parts of the Sentence',
      'Mechanics and Usage',
      'Verbs and Tenses',
      'Punctuation',
      'Sentence Craft',
    ]);
    expect(pack!.lessons.length).toBeGreaterThanOrEqual(60);
    expect([...new Set(pack!.lessons.map((l) => l.grades))].sort()).toEqual(['3-5', '6-8', '9-10']);
    expect(pack!.badges.length).toBeGreaterThanOrEqual(10);
    for (const course of pack!.courses) expect(pack!.lessons.some((l) => l.courseID === course.id)).toBe(true);
  });

  it('meets the curriculum bar of issue 28: every standard 30+ items of 2+ types, 4 options with feedback, 5,000+ items, pictures, reading levels', async () => {
    const { pack } = await readPackFolder(SHIPPED_PACK_DIR);
    const report = checkCurriculum(pack!);
    expect(report.problems).toEqual([]);
    expect(report.items).toBeGreaterThanOrEqual(5000);
    expect(report.illustrations).toBe(pack!.lessons.length);
    for (const type of ITEM_TYPES) expect(report.byType[type], type).toBeGreaterThanOrEqual(20);
  });

  it('gives every lesson the five quizzes in order, 8+ questions each, of the item types, and a writing assignment', async () => {
    const { pack } = await readPackFolder(SHIPPED_PACK_DIR);
    for (const lesson of pack!.lessons) {
      expect(
        lesson.quizzes.map((q) => q.type),
        lesson.id,
      ).toEqual([...QUIZ_TYPES_IN_ORDER]);
      for (const quiz of lesson.quizzes) expect(quiz.questions.length, quiz.id).toBeGreaterThanOrEqual(8);
      const kinds = new Set(lesson.quizzes.flatMap((q) => q.questions.map((x) => x.type)));
      expect(kinds.has('choice'), lesson.id).toBe(true);
      for (const kind of kinds) expect(ITEM_TYPES, lesson.id).toContain(kind);
      expect(lesson.writingAssignments.length, lesson.id).toBeGreaterThanOrEqual(1);
      expect(lesson.slides.length, lesson.id).toBeGreaterThanOrEqual(3);
    }
  });

  it('has at least 24 diagnostic topics in the three groups, ten of them suggested, each with 5+ questions and lessons that exist', async () => {
    const { pack } = await readPackFolder(SHIPPED_PACK_DIR);
    const topics = pack!.topics;
    expect(topics.length).toBeGreaterThanOrEqual(24);
    expect([...new Set(topics.map((t) => t.header))].sort()).toEqual([...TOPIC_GROUPS].sort());
    const suggested = topics.filter((t) => t.name.endsWith(' *'));
    expect(suggested).toHaveLength(10);
    // Spread over the three groups, and one form of the mark only.
    for (const header of TOPIC_GROUPS)
      expect(
        suggested.some((t) => t.header === header),
        header,
      ).toBe(true);
    expect(topics.filter((t) => t.name.includes('*') && !t.name.endsWith(' *'))).toEqual([]);
    const lessonIDs = new Set(pack!.lessons.map((l) => l.id));
    for (const t of topics) {
      expect(t.questions.length, t.id).toBeGreaterThanOrEqual(MIN_TOPIC_QUESTIONS);
      for (const id of t.lessonIDs) expect(lessonIDs.has(id), `${t.id} -> ${id}`).toBe(true);
    }
    // Every lesson of the curriculum teaches at least one topic, so every weak topic has somewhere to go.
    const taught = new Set(topics.flatMap((t) => t.lessonIDs));
    expect(pack!.lessons.filter((l) => !taught.has(l.id)).map((l) => l.id)).toEqual([]);
  });

  it('hashes the same pack the same way every time', async () => {
    const a = await readPackFolder(SHIPPED_PACK_DIR);
    const b = await readPackFolder(SHIPPED_PACK_DIR);
    expect(packHash(a.pack!)).toBe(packHash(b.pack!));
  });
});

describe('checkPack refuses a broken pack with the exact problem', () => {
  it('accepts the fixture pack as it is', () => {
    expect(checkPack(makePack()).problems).toEqual([]);
  });

  it('accepts definition cards and reasons that link to a url (LA §3: lists with url and label)', () => {
    const { problems } = checkPack(
      broken((p) => {
        Object.assign(p.lessons[0]!.definitionCards[0]!, { url: 'https://resources.example.org/cards/noun' });
        (p.lessons[0]!.whyItIsImportant as unknown[]).push({ label: 'Nouns in the news', url: 'https://resources.example.org/why/nouns' });
      }),
    );
    expect(problems).toEqual([]);
  });

  it('a reason whose link is not a full URL, and a card with an empty url', () => {
    const { problems } = checkPack(
      broken((p) => {
        (p.lessons[0]!.whyItIsImportant as unknown[]).push({ label: 'Nouns in the news', url: 'nouns.html' });
        Object.assign(p.lessons[0]!.definitionCards[0]!, { url: '' });
      }),
    );
    expect(problems).toEqual([
      'lessons.0.definitionCards.0.url: must be a full URL',
      'lessons.0.whyItIsImportant.1.url: must be a full URL',
    ]);
  });

  it('a choice question with two answers', () => {
    const { pack, problems } = checkPack(
      broken((p) => {
        p.lessons[0]!.quizzes[0]!.questions[0]!.options![1]!.isAnswer = true;
      }),
    );
    expect(pack).toBeNull();
    expect(problems).toEqual([
      'lesson fx-nouns quiz fx-nouns-pre question fx-nouns-pre-q1: a choice question needs exactly one answer, found 2',
    ]);
  });

  it('a choice question with no answer', () => {
    const { problems } = checkPack(
      broken((p) => {
        p.lessons[0]!.quizzes[0]!.questions[0]!.options![0]!.isAnswer = false;
      }),
    );
    expect(problems).toEqual([
      'lesson fx-nouns quiz fx-nouns-pre question fx-nouns-pre-q1: a choice question needs exactly one answer, found 0',
    ]);
  });

  it('a quiz without its type', () => {
    const { problems } = checkPack(
      broken((p) => {
        delete (p.lessons[0]!.quizzes[2] as { type?: number }).type;
      }),
    );
    expect(problems).toEqual(['lessons.0.quizzes.2.type: Invalid key: Expected "type" but received undefined']);
  });

  it('a lesson whose quizzes are not pre-test, three practice sets, post-evaluation', () => {
    const { problems } = checkPack(
      broken((p) => {
        (p.lessons[0]!.quizzes[4] as { type: number }).type = 2;
      }),
    );
    expect(problems).toEqual([
      'lesson fx-nouns: quizzes must be pre-test, three practice sets, post-evaluation (types 1,2,2,2,3), found 1,2,2,2,2',
    ]);
  });

  it('a lesson with four quizzes', () => {
    const { problems } = checkPack(
      broken((p) => {
        p.lessons[0]!.quizzes.pop();
      }),
    );
    expect(problems).toEqual(['lessons.0.quizzes: a lesson has exactly five quizzes']);
  });

  it('a duplicate id', () => {
    const { problems } = checkPack(
      broken((p) => {
        p.lessons[1]!.quizzes[0]!.id = 'fx-nouns-pre';
      }),
    );
    expect(problems).toEqual(['lesson fx-verbs quiz fx-nouns-pre: id "fx-nouns-pre" is also used by lesson fx-nouns quiz fx-nouns-pre']);
  });

  it('a blank question without ___', () => {
    const { problems } = checkPack(
      broken((p) => {
        p.lessons[0]!.quizzes[1]!.questions[1]!.text = 'The dog barked at the mail carrier.';
      }),
    );
    expect(problems).toEqual(['lesson fx-nouns quiz fx-nouns-pe1 question fx-nouns-pe1-q2: a blank question needs exactly one ___ in its text']);
  });

  it('a blank question without a correct answer', () => {
    const { problems } = checkPack(
      broken((p) => {
        delete p.lessons[0]!.quizzes[1]!.questions[1]!.correctAnswer;
      }),
    );
    expect(problems).toEqual([
      'lessons.0.quizzes.1.questions.1.correctAnswer: Invalid key: Expected "correctAnswer" but received undefined',
    ]);
  });

  it('a lesson of a course that does not exist', () => {
    const { problems } = checkPack(
      broken((p) => {
        p.lessons[0]!.courseID = 'no-such-course';
      }),
    );
    expect(problems).toEqual(['lesson fx-nouns: course "no-such-course" does not exist']);
  });

  it('every problem at once, not just the first', () => {
    const { problems } = checkPack(
      broken((p) => {
        p.lessons[0]!.courseID = 'no-such-course';
        p.lessons[1]!.quizzes[0]!.questions[0]!.options![1]!.isAnswer = true;
      }),
    );
    expect(problems).toHaveLength(2);
  });
});

describe('checkPack refuses a broken diagnostic topic', () => {
  const withTopic = (change: (topic: Record<string, any>) => void) => {
    const pack = structuredClone(makePack()) as FixturePack & { topics: Record<string, any>[] };
    const topic: Record<string, any> = {
      id: 'fx-topic-nouns',
      header: 'Parts of Speech',
      order: 1,
      name: 'Nouns *',
      lessonIDs: ['fx-nouns'],
      questions: [1, 2, 3, 4, 5].map((n) =>
        n % 2
          ? {
              id: `fx-topic-q${n}`,
              type: 'choice',
              text: `Which is a noun? (${n})`,
              options: [
                { option: 'lake', isAnswer: true },
                { option: 'swim', isAnswer: false },
              ],
            }
          : { id: `fx-topic-q${n}`, type: 'blank', text: `The ___ is wet. (${n})`, correctAnswer: 'lake' },
      ),
    };
    change(topic);
    pack.topics = [topic];
    return checkPack(pack);
  };

  it('accepts a good topic', () => {
    expect(withTopic(() => {}).problems).toEqual([]);
  });

  it('a topic question with two answers', () => {
    expect(withTopic((t) => (t.questions[0].options[1].isAnswer = true)).problems).toEqual([
      'topic fx-topic-nouns question fx-topic-q1: a choice question needs exactly one answer, found 2',
    ]);
  });

  it('a blank without ___', () => {
    expect(withTopic((t) => (t.questions[1].text = 'The lake is wet.')).problems).toEqual([
      'topic fx-topic-nouns question fx-topic-q2: a blank question needs exactly one ___ in its text',
    ]);
  });

  it('a lesson that does not exist', () => {
    expect(withTopic((t) => (t.lessonIDs = ['fx-nouns', 'no-such-lesson'])).problems).toEqual([
      'topic fx-topic-nouns: lesson "no-such-lesson" does not exist',
    ]);
  });

  it('a duplicate id (shared with the lessons and quizzes)', () => {
    expect(withTopic((t) => (t.questions[2].id = 'fx-nouns-pre-q1')).problems).toEqual([
      'topic fx-topic-nouns question fx-nouns-pre-q1: id "fx-nouns-pre-q1" is also used by lesson fx-nouns quiz fx-nouns-pre question fx-nouns-pre-q1',
    ]);
  });

  it('fewer than five questions, and an unknown group', () => {
    const { problems } = withTopic((t) => {
      t.questions.pop();
      t.header = 'Spelling';
    });
    expect(problems).toEqual([
      'topics.0.header: header must be one of: Parts of Speech, Parts of the Sentence, Mechanics and Usage',
      'topics.0.questions: a topic needs at least 5 questions',
    ]);
  });

  it('a suggested mark in the other form', () => {
    expect(withTopic((t) => (t.name = 'Nouns*')).problems).toEqual([
      'topic fx-topic-nouns: a suggested topic\'s name ends with " *" (one asterisk after a space)',
    ]);
  });
});

describe('readPackFolder', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  /** A copy of the shipped pack in a temp folder. */
  function shippedCopy(): string {
    const dir = mkdtempSync(join(tmpdir(), 'sentence-lab-pack-'));
    dirs.push(dir);
    cpSync(SHIPPED_PACK_DIR, dir, { recursive: true });
    return dir;
  }

  function firstLessonFile(dir: string): string {
    const course = readdirSync(join(dir, 'lessons')).sort()[0]!;
    const file = readdirSync(join(dir, 'lessons', course)).sort()[0]!;
    return join('lessons', course, file);
  }

  it('names the file of a lesson that breaks the schema', async () => {
    const dir = shippedCopy();
    const file = firstLessonFile(dir);
    const lesson = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    lesson.quizzes[0].questions[0].correctText = '';
    writeFileSync(join(dir, file), JSON.stringify(lesson));
    const { pack, problems } = await readPackFolder(dir);
    expect(pack).toBeNull();
    expect(problems).toEqual([`${file}: quizzes.0.questions.0.correctText: must not be empty`]);
  });

  it('names a file that is not JSON', async () => {
    const dir = shippedCopy();
    const file = firstLessonFile(dir);
    writeFileSync(join(dir, file), '{ "id": ');
    const { problems } = await readPackFolder(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${file.replace(/[.]/g, '\\.')}: `));
  });

  it('names the diagnostic file of a topic that breaks the schema', async () => {
    const dir = shippedCopy();
    const file = join('diagnostic', readdirSync(join(dir, 'diagnostic')).sort()[0]!);
    const topics = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    topics[1].questions[0].text = '';
    writeFileSync(join(dir, file), JSON.stringify(topics));
    const { pack, problems } = await readPackFolder(dir);
    expect(pack).toBeNull();
    expect(problems).toEqual([`${file}: 1.questions.0.text: must not be empty`]);
  });

  it('finds a rule broken across files (a lesson pointing at a course that is gone)', async () => {
    const dir = shippedCopy();
    const file = firstLessonFile(dir);
    const lesson = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    lesson.courseID = 'no-such-course';
    writeFileSync(join(dir, file), JSON.stringify(lesson));
    const { problems } = await readPackFolder(dir);
    expect(problems).toContain(`lesson ${lesson.id}: course "no-such-course" does not exist`);
  });
});

describe('checkCurriculum refuses what falls below the bar, naming it', () => {
  /** The fixture pack as checkPack outputs it, made to pass the curriculum's lesson rules, then changed by `change`. */
  function report(change: (pack: Pack) => void = () => {}) {
    const { pack } = checkPack(makePack());
    for (const lesson of pack!.lessons) {
      lesson.grades = '3-5';
      lesson.standards = ['L.3.1a'];
      lesson.illustration = { svg: '<svg viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>', alt: 'A dot.' };
    }
    change(pack!);
    return checkCurriculum(pack!).problems;
  }
  const firstChoice = (pack: Pack) => pack.lessons[0]!.quizzes[0]!.questions.find((q) => q.type === 'choice')!;

  it('a choice item with 3 options, or an option without feedback', () => {
    const problems = report((pack) => {
      const q = firstChoice(pack);
      if (q.type === 'choice') q.options = q.options.slice(0, 3);
    });
    expect(problems.some((p) => /a choice item has 3 options, not 4/.test(p))).toBe(true);
    expect(problems.some((p) => /an option has no feedback/.test(p))).toBe(true);
  });

  it('an item without a standard, a standard with fewer than 30 items, a standard no lesson teaches', () => {
    const problems = report();
    expect(problems.some((p) => /names no standard/.test(p))).toBe(true);
    expect(problems).toContain('standard L.9-10.2b: no lesson teaches it');
    expect(problems).toContain('standard L.9-10.2b: 0 items check it, fewer than 30');
  });

  it('two items with the same text', () => {
    const problems = report((pack) => {
      const [a, b] = pack.lessons[0]!.quizzes[0]!.questions;
      b!.text = a!.text;
    });
    expect(problems.some((p) => /the same text as/.test(p))).toBe(true);
  });

  it('a blank whose answer does not fit a blank', () => {
    const problems = report((pack) => {
      const q = pack.lessons[0]!.quizzes.flatMap((x) => x.questions).find((x) => x.type === 'blank')!;
      if (q.type === 'blank') q.correctAnswer = 'far too many words for one blank';
    });
    expect(problems.some((p) => /does not fit a blank/.test(p))).toBe(true);
  });

  it('an illustration that runs script or has no alt text (the schema refuses that one)', () => {
    expect(report((pack) => (pack.lessons[0]!.illustration!.svg = '<svg viewBox="0 0 1 1" onload="alert(1)"></svg>')).some((p) => /script, an event handler/.test(p))).toBe(true);
    expect(report((pack) => delete pack.lessons[0]!.illustration).some((p) => /has no illustration/.test(p))).toBe(true);
    const lesson = structuredClone(makePack()) as FixturePack & { lessons: Record<string, unknown>[] };
    lesson.lessons[0]!.illustration = { svg: '<svg viewBox="0 0 1 1"></svg>', alt: '' };
    expect(checkPack(lesson).problems.some((p) => /illustration\.alt: must not be empty/.test(p))).toBe(true);
  });

  it('reading level: short plain sentences read low, long ones with long words read high', () => {
    expect(readingLevel(['The cat sat. It was warm. We ran home.'])).toBeLessThan(3);
    expect(
      readingLevel(['Subordinating conjunctions introduce dependent clauses, establishing relationships of causality, concession, or temporality between propositions.']),
    ).toBeGreaterThan(12);
  });
});
