/**
 * `npm run content:check [folder]`: checks a content pack and prints every problem; for the
 * shipped curriculum (no folder given, or --curriculum) also the curriculum's rules (issue 28):
 * a coverage table (standard -> lessons, items, types), totals and each lesson's reading level.
 */
import { resolve } from 'node:path';
import { readPackFolder } from './pack';
import { checkCurriculum } from './curriculum-rules';

const args = process.argv.slice(2);
const folder = args.find((a) => !a.startsWith('--'));
const curriculum = !folder || args.includes('--curriculum');
const dir = resolve(folder ?? 'src/server/content/curriculum');
const { pack, problems } = await readPackFolder(dir);
if (!pack) {
  console.error(`The pack in ${dir} has ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
const quizzes = pack.lessons.reduce((n, l) => n + l.quizzes.length, 0);
const questions = pack.lessons.reduce((n, l) => n + l.quizzes.reduce((m, q) => m + q.questions.length, 0), 0);
const diagnosticQuestions = pack.topics.reduce((n, t) => n + t.questions.length, 0);
const summary =
  `${pack.courses.length} courses, ${pack.lessons.length} lessons, ${quizzes} quizzes, ${questions} quiz questions, ${pack.badges.length} badges, ` +
  `${pack.topics.length} diagnostic topics (${diagnosticQuestions} questions)`;
if (!curriculum) {
  console.log(`OK: ${summary}.`);
  process.exit(0);
}

const report = checkCurriculum(pack);
const pad = (s: string | number, n: number) => String(s).padEnd(n);
console.log('Coverage (standard | lessons | items | types)');
for (const c of report.coverage) {
  console.log(`  ${pad(c.id, 10)} | ${pad(c.lessons.join(', ') || '-', 58)} | ${pad(c.items, 4)} | ${c.types.join(', ')}`);
}
const fewest = [...report.coverage].sort((a, b) => a.items - b.items).slice(0, 5);
console.log(`Fewest items: ${fewest.map((c) => `${c.id} (${c.items})`).join(', ')}`);
console.log('Reading level (Flesch-Kincaid grade of explanations; lesson | band | grade)');
for (const r of report.reading) console.log(`  ${pad(r.id, 36)} | ${pad(r.grades, 5)} | ${r.level.toFixed(1)}`);
const bands = new Map<string, number>();
for (const l of pack.lessons) bands.set(l.grades, (bands.get(l.grades) ?? 0) + 1);
console.log(`Lessons by band: ${[...bands].map(([b, n]) => `${b}: ${n}`).join(', ')}`);
console.log(`Items by type: ${Object.entries(report.byType).map(([t, n]) => `${t} ${n}`).join(', ')}`);
console.log(`Items: ${report.items} (${report.bankItems} in banks), illustrations: ${report.illustrations}`);
if (report.problems.length) {
  console.error(`\nThe curriculum has ${report.problems.length} problem(s):\n  ${report.problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`OK: ${summary}.`);
