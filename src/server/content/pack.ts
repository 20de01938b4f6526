import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { checkPack, type Pack } from '../../shared/content/schema';

/**
 * Reads a pack folder: courses.json, badges.json, every lessons/**.json (one lesson each) and
 * diagnostic/*.json (lists of diagnostic topics), then checks it. Problems name the file they come from.
 */
export async function readPackFolder(dir: string): Promise<{ pack: Pack | null; problems: string[] }> {
  const problems: string[] = [];
  const readJson = async (file: string): Promise<unknown> => {
    try {
      return JSON.parse(await readFile(file, 'utf8'));
    } catch (err) {
      problems.push(`${relative(dir, file)}: ${(err as Error).message}`);
      return undefined;
    }
  };
  const courses = await readJson(join(dir, 'courses.json'));
  const badges = await readJson(join(dir, 'badges.json'));
  const lessonFiles = await listJson(join(dir, 'lessons')).catch(() => {
    problems.push('lessons/: folder missing');
    return [] as string[];
  });
  const lessons = [];
  for (const file of lessonFiles.sort()) {
    const before = problems.length;
    const lesson = await readJson(file);
    if (problems.length > before) continue;
    const { problems: lessonProblems } = checkPack({ courses, badges: [], lessons: [lesson] });
    // Schema problems are reported per file so an author finds them; cross-file rules run below.
    for (const p of lessonProblems) {
      if (p.startsWith('lessons.0')) problems.push(`${relative(dir, file)}: ${p.replace(/^lessons\.0(\.|: )?/, '')}`);
    }
    lessons.push(lesson);
  }
  // Diagnostic topics (optional): diagnostic/*.json, each a list of topics.
  const topics: unknown[] = [];
  const topicFiles = await listJson(join(dir, 'diagnostic')).catch(() => [] as string[]);
  for (const file of topicFiles.sort()) {
    const before = problems.length;
    const list = await readJson(file);
    if (problems.length > before) continue;
    if (!Array.isArray(list)) {
      problems.push(`${relative(dir, file)}: must be a list of topics`);
      continue;
    }
    const { problems: topicProblems } = checkPack({ courses, badges: [], lessons: [], topics: list });
    for (const p of topicProblems) if (p.startsWith('topics.')) problems.push(`${relative(dir, file)}: ${p.replace(/^topics\./, '')}`);
    topics.push(...list);
  }
  if (problems.length) return { pack: null, problems };
  return checkPack({ courses, badges, lessons, topics });
}

async function listJson(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listJson(path)));
    else if (entry.name.endsWith('.json')) out.push(path);
  }
  return out;
}
