/** `npx tsx src/server/content/check.ts [folder]`: checks a content pack and prints every problem. */
import { resolve } from 'node:path';
import { readPackFolder } from './pack';

const dir = resolve(process.argv[2] ?? 'src/server/content/curriculum');
const { pack, problems } = await readPackFolder(dir);
if (!pack) {
  console.error(`The pack in ${dir} has ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
const quizzes = pack.lessons.reduce((n, l) => n + l.quizzes.length, 0);
const questions = pack.lessons.reduce((n, l) => n + l.quizzes.reduce((m, q) => m + q.questions.length, 0), 0);
const diagnosticQuestions = pack.topics.reduce((n, t) => n + t.questions.length, 0);
console.log(
  `OK: ${pack.courses.length} courses, ${pack.lessons.length} lessons, ${quizzes} quizzes, ${questions} questions, ${pack.badges.length} badges, ` +
    `${pack.topics.length} diagnostic topics (${diagnosticQuestions} questions).`,
);
