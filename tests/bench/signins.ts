/**
 * A school signs in (issue 26): 1,500 students of one school, behind one address (every request
 * from 127.0.0.1), sign in with their passwords through the real sign-in call, with the real
 * rate limits on (the rest of the bench runs without them). Prints the wall time, the latency
 * per sign-in, how long the argon2id check alone takes per password, and how many were refused
 * (429): that must be none, so a refusal throws. Timings never fail it.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { verify } from '@node-rs/argon2';
import { createApp } from '../../src/server/app';
import { createMailer } from '../../src/server/adapters/mail';
import type { Db } from '../../src/server/db/open';
import { classes, classStudents, users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/features/auth/passwords';
import { RoleID } from '../../src/shared/domain/roles';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

const STUDENTS = Number(process.env.SIGNIN_STUDENTS ?? 1500);
/** Browsers signing in at once (a few classes arriving together). */
const CONCURRENCY = Number(process.env.SIGNIN_CONCURRENCY ?? 16);
const PASSWORD = 'chalk42';

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : 0;

export async function measureSchoolSignIns(db: Db): Promise<string> {
  // One hash for all: hashing 1,500 passwords would measure the set-up.
  const passwordHash = await hashPassword(PASSWORD);
  const [teacher] = await db
    .insert(users)
    .values({ roleID: RoleID.Teacher, first: 'Sign', last: 'Ins', email: 'signins-teacher@school.example', passwordHash, isVerified: true })
    .returning({ id: users.id });
  const [cls] = await db.insert(classes).values({ teacherID: teacher!.id, name: 'Sign-in bench', code: 'SIGNIN-BENCH' }).returning({ id: classes.id });
  const names: string[] = [];
  for (let i = 0; i < STUDENTS; i += 500) {
    const rows = Array.from({ length: Math.min(500, STUDENTS - i) }, (_, j) => ({
      roleID: RoleID.Student,
      first: 'Student',
      last: `N${i + j}`,
      username: `signin.bench.${i + j}`,
      passwordHash,
    }));
    const made = await db.insert(users).values(rows).returning({ id: users.id, username: users.username });
    await db.insert(classStudents).values(made.map((m) => ({ studentID: m.id, classID: cls!.id })));
    names.push(...made.map((m) => m.username!));
  }

  // The check alone, one at a time: what each sign-in costs a core.
  const verifyTimes: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    await verify(passwordHash, PASSWORD);
    verifyTimes.push(performance.now() - t0);
  }
  const verifyMs = verifyTimes.slice(5).reduce((a, b) => a + b, 0) / (verifyTimes.length - 5);

  // The app as `npm start` makes it: the real limits, counted in the database.
  const app = createApp({
    db,
    config: { SESSION_DAYS: 30, SUPPORT_EMAIL: 'support@sentencelab.example', STATIC_DIR: './dist', PUBLIC_URL: 'http://localhost:8080' },
    mailer: createMailer({ folder: join(tmpdir(), `sentence-lab-bench-signins-${process.pid}`), from: 'bench@sentencelab.example' }),
    log: () => {},
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < names.length) {
        const username = names[next++]!;
        const t0 = performance.now();
        const res = await fetch(`${base}/api/user/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username, password: PASSWORD }),
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    }),
  );
  const totalS = (performance.now() - started) / 1000;
  server.close();
  latencies.sort((a, b) => a - b);
  const ok = statuses.get(200) ?? 0;
  const lines = [
    `school sign-in: ${STUDENTS} students, one address, ${CONCURRENCY} at a time, real limits on`,
    `  total ${totalS.toFixed(1)} s (${(STUDENTS / totalS).toFixed(1)} sign-ins/s); per sign-in p50 ${pct(latencies, 50).toFixed(0)} ms, p99 ${pct(latencies, 99).toFixed(0)} ms`,
    `  argon2id check alone (19 MiB, 2 passes): ${verifyMs.toFixed(1)} ms per password, ${((verifyMs * STUDENTS) / 1000).toFixed(1)} s of hashing for the school`,
    `  answers: ${[...statuses].map(([s, n]) => `${n} × ${s}`).join(', ')}`,
  ];
  if (ok !== STUDENTS) throw new Error(`${lines.join('\n')}\n  ${STUDENTS - ok} sign-ins were refused or failed`);
  return lines.join('\n');
}
