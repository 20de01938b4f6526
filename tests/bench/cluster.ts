/**
 * Scale-out on PostgreSQL (issue 13): the API in one and then two processes behind one port
 * (tests/bench/cluster-server.ts, node:cluster) on one PostgreSQL database, measured with the
 * same requests: a signed-in read (checksession) and quiz saves. Needs DATABASE_URL of an
 * empty database (run through `npm run bench:pg`).
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../../src/server/db/open';
import { classes, classStudents, users } from '../../src/server/db/schema';
import { getCatalog } from '../../src/server/content/catalog';
import { loadShippedPack, SHIPPED_PACK_DIR } from '../../src/server/content/load';
import { createSession } from '../../src/server/features/auth/sessions';
import { RoleID } from '../../src/shared/domain/roles';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

async function startCluster(databaseUrl: string, workers: number) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/cluster-server.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, WORKERS: String(workers), PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d) => String(d).includes('ready:') && resolve());
    child.on('exit', (code) => reject(new Error(`cluster exited with ${code}`)));
  });
  return { base: `http://127.0.0.1:${port}`, stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))) };
}

async function students(db: Db, count: number, tag: string) {
  const [teacher] = await db
    .insert(users)
    .values({ roleID: RoleID.Teacher, first: 'Scale', last: tag, email: `scale-${tag}@bench.example`, paymentPlan: 'masterAnnual_3' })
    .returning({ id: users.id });
  const [cls] = await db
    .insert(classes)
    .values({ teacherID: teacher!.id, name: `Scale ${tag}`, code: `SC${tag.padStart(6, '0')}` })
    .returning({ id: classes.id });
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        roleID: RoleID.Student,
        first: 'Scale',
        last: `${tag}-${i}`,
        username: `scale.${tag}.${i}`,
      })),
    )
    .returning({ id: users.id });
  await db.insert(classStudents).values(rows.map((r) => ({ studentID: r.id, classID: cls!.id })));
  return Promise.all(rows.map(async (r) => createSession(db, r.id, { now: new Date(), days: 1 })));
}

type Row = { name: string; rps: number; p50: number; p99: number; errors: number };

async function run(name: string, opts: autocannon.Options): Promise<Row> {
  const r = await autocannon({ duration: SECONDS, connections: 100, ...opts });
  return { name, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

export async function measureCluster(databaseUrl: string): Promise<string> {
  const database = await openDatabase({ databaseUrl, dataDir: null });
  const db = database.db;
  await loadShippedPack(db, SHIPPED_PACK_DIR);
  const catalog = await getCatalog(db);
  const quizzes = catalog.quizList.filter((q) => q.type !== 3).map((q) => catalog.quizByID.get(q.id)!);
  const rows: Row[] = [];
  for (const workers of [1, 2]) {
    const keys = await students(db, 200, `w${workers}`);
    const bodies = keys.flatMap((key) =>
      quizzes.map((quiz) => ({
        key,
        body: JSON.stringify({ quizID: quiz.id, Score: 0, Answers: quiz.questions.map((q) => ({ questionID: q.id, answer: 'noun' })) }),
      })),
    );
    const cluster = await startCluster(databaseUrl, workers);
    try {
      rows.push(
        await run(`checksession, ${workers} process(es)`, {
          url: `${cluster.base}/api/user/checksession`,
          method: 'POST',
          headers: { 'X-Api-Key': keys[0]! },
        }),
      );
      let n = 0;
      const before = await count(db);
      const row = await run(`savequiz, ${workers} process(es), 200 conn.`, {
        url: `${cluster.base}/api/student/savequiz`,
        connections: 200,
        requests: [
          {
            method: 'POST',
            setupRequest: (req) => {
              const i = n++;
              const pick = bodies[i % bodies.length]!;
              const headers = {
                'Content-Type': 'application/json',
                'X-Api-Key': pick.key,
                'Idempotency-Key': `scale-${workers}-${i}`,
                'X-Queued-At': new Date().toISOString(),
              };
              return { ...req, headers, body: pick.body };
            },
          },
        ],
      });
      await new Promise((r) => setTimeout(r, 2000));
      row.name += ` (${(await count(db)) - before} stored)`;
      rows.push(row);
    } finally {
      await cluster.stop();
    }
  }
  await database.close();
  return [
    '\nScale-out on PostgreSQL: the API in 1 and 2 processes behind one port (node:cluster)',
    ['case'.padEnd(54), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(8)].join(''),
    ...rows.map((r) =>
      [
        r.name.padEnd(54),
        String(r.rps).padStart(8),
        String(r.p50).padStart(8),
        String(r.p99).padStart(8),
        String(r.errors).padStart(8),
      ].join(''),
    ),
  ].join('\n');
}

const count = async (db: Db) =>
  ((await db.execute(sql`select count(*)::int as n from quiz_results`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
