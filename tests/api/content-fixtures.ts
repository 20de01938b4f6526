/**
 * A small, valid content pack built in code, for tests that load, break or replace a pack
 * without touching the shipped curriculum.
 */
export interface FixtureQuestion {
  id: string;
  type: 'choice' | 'blank';
  text: string;
  options?: { option: string; isAnswer: boolean }[];
  correctAnswer?: string;
  correctText: string;
  wrongText: string;
}

const question = (id: string, i: number): FixtureQuestion =>
  i % 2 === 0
    ? {
        id,
        type: 'choice',
        text: `Which word is a noun? (${i})`,
        options: [
          { option: 'river', isAnswer: true },
          { option: 'quickly', isAnswer: false },
          { option: 'blue', isAnswer: false },
        ],
        correctText: 'Yes: a river is a thing.',
        wrongText: 'A noun names a person, place, thing or idea: river.',
      }
    : {
        id,
        type: 'blank',
        text: `The ___ barked at the mail carrier. (${i})`,
        correctAnswer: 'dog',
        correctText: 'Right: dog.',
        wrongText: 'The answer is dog.',
      };

const QUIZ_KINDS = [
  { suffix: 'pre', type: 1, name: 'Pre-Test' },
  { suffix: 'pe1', type: 2, name: 'Practice 1' },
  { suffix: 'pe2', type: 2, name: 'Practice 2' },
  { suffix: 'pe3', type: 2, name: 'Practice 3' },
  { suffix: 'post', type: 3, name: 'Post-Evaluation' },
] as const;

export function fixtureLesson(id: string, courseID: string, order: number) {
  return {
    id,
    courseID,
    order,
    name: `Lesson ${id}`,
    description: `What ${id} teaches.`,
    grades: '3-5',
    commonCoreNumber: null,
    imagePath: null,
    primaryVideoPath: null,
    secondaryVideoPath: null,
    shortVideoPath: null,
    musicVideoAudioPath: null,
    kahootPath: null,
    memorableImages: [],
    definitionCards: [{ term: 'Noun', definition: 'A word that names a person, place, thing or idea.', example: 'The dog ran.' }],
    whyItIsImportant: ['Nouns tell who and what a sentence is about.'],
    slides: [1, 2, 3].map((n) => ({ title: `Slide ${n}`, points: [`Point ${n}`], examples: [] })),
    quizzes: QUIZ_KINDS.map((k) => ({
      id: `${id}-${k.suffix}`,
      type: k.type,
      name: k.name,
      instructions: 'Answer each question.',
      questions: Array.from({ length: 8 }, (_, i) => question(`${id}-${k.suffix}-q${i + 1}`, i)),
    })),
    writingAssignments: [{ id: `${id}-wa1`, name: 'Write about it', description: 'Write five sentences.' }],
  };
}

/** Courses, lessons and badges; `lessons` names the lessons of the first course. */
export function makePack(lessons: string[] = ['fx-nouns', 'fx-verbs']) {
  return {
    courses: [
      { id: 'fx-course', order: 1, name: 'Fixture Course', description: 'A course made by the tests.' },
      { id: 'fx-other', order: 2, name: 'Other Course', description: 'Another course made by the tests.' },
    ],
    lessons: lessons.map((id, i) => fixtureLesson(id, 'fx-course', i + 1)),
    badges: [
      { id: 'fx-welcome', order: 1, name: 'Welcome', description: 'Joined.', imagePath: null, rule: { kind: 'signup' } },
      { id: 'fx-first', order: 2, name: 'First', description: 'First quiz.', imagePath: null, rule: { kind: 'quizzesCompleted', count: 1 } },
    ],
  };
}

export type FixturePack = ReturnType<typeof makePack>;
