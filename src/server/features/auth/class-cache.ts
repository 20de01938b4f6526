import type { ClassInfo } from '../../../shared/api/classes';
import type { UserRow } from '../../app-env';

/** A student's class and its teacher (whose state decides whether the student may work), or none. */
export type StudentClass = { info: ClassInfo; teacher: UserRow } | null;

/** A class's saved switch for one lesson (custom_lessons); a lesson with none has the spec's defaults. */
export interface LessonSwitch {
  lessonEnabled: boolean;
  postEvalEnabled: boolean;
  postEvalAnswersEnabled: boolean;
}

/** What a student may open and save in their class: its lesson switches and the lessons opened for them alone. */
export interface LessonSwitches {
  classID: string;
  switches: Readonly<Record<string, LessonSwitch>>;
  /** Lessons the teacher opened for this student alone (student_lessons), as keys. */
  opened: Readonly<Record<string, true>>;
}

interface Entry {
  studentClass?: StudentClass;
  teacherClasses?: readonly ClassInfo[];
  googleLinked?: boolean;
  lessonSwitches?: LessonSwitches;
  /** The classes this entry shows: a 'class:<id>' notice drops it. */
  classIDs: Set<string>;
  /** The teacher row it holds (a student's): a change to that teacher drops it. */
  teacherID: string | null;
  storedAt: number;
}

type Field = 'studentClass' | 'teacherClasses' | 'googleLinked' | 'lessonSwitches';

/** Freezes what is kept, so no handler can change the copy every later request is answered from. */
function frozen<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) if (inner && typeof inner === 'object' && !(inner instanceof Date)) frozen(inner);
  }
  return value;
}

/**
 * What a signed-in user's view is built from besides their own row: a student's class and
 * teacher, a teacher's classes with their sizes, whether a Google account is linked, and a
 * student's lesson switches (tests/bench/README.md). Kept per user so the calls every page makes
 * (checksession, the class list) and every quiz save do not query the database each time. Correct because the database announces every change to a
 * class, a membership or a Google link (migration 0014), to a class's lesson switches (0015) and to a user (0010), and each is heard
 * before the changing statement returns: on the embedded PGlite the notice is delivered with the
 * commit, in this same process. On PostgreSQL a notice reaches a process a moment after the commit
 * (and other processes later still), so there this cache stays off and reads go to the database.
 */
export class ClassCache {
  readonly #entries = new Map<string, Entry>();
  readonly #usersOfClass = new Map<string, Set<string>>();
  readonly #studentsOfTeacher = new Map<string, Set<string>>();
  /** Bumped on every notice: a read that began before one must not keep what it read. */
  #generation = 0;
  #live = false;
  /**
   * Reads in flight, per user and field, with the generation they began in: a request that misses
   * while one is running waits for it instead of asking the database again (at the bell, a
   * student's saves arrive together), unless a notice came since the read began.
   */
  readonly #loading = new Map<string, { generation: number; value: Promise<unknown> }>();
  readonly stats = { hits: 0, misses: 0, joined: 0 };

  constructor(
    /** False where notices arrive after the commit's answer (PostgreSQL): then nothing is kept. */
    readonly enabled: boolean,
    readonly ttlMs = 60_000,
    readonly maxEntries = 50_000,
  ) {}

  get size() {
    return this.#entries.size;
  }

  /** A student's class, from the cache or `load`. */
  studentClass(userID: string, load: () => Promise<StudentClass>): Promise<StudentClass> {
    return this.#through<StudentClass>(userID, 'studentClass', load);
  }

  /** A teacher's (or admin's) classes, from the cache or `load`. */
  teacherClasses(userID: string, load: () => Promise<ClassInfo[]>): Promise<readonly ClassInfo[]> {
    return this.#through<readonly ClassInfo[]>(userID, 'teacherClasses', load);
  }

  /** A student's lesson switches in `classID` (migration 0015 announces their changes), from the cache or `load`. */
  lessonSwitches(userID: string, load: () => Promise<LessonSwitches>): Promise<LessonSwitches> {
    return this.#through<LessonSwitches>(userID, 'lessonSwitches', load);
  }

  /** Whether the user has a Google account linked, from the cache or `load`. */
  googleLinked(userID: string, load: () => Promise<boolean>): Promise<boolean> {
    return this.#through<boolean>(userID, 'googleLinked', load);
  }

  /**
   * A notice on the users channel: '*' (a table emptied), 'class:<id>', 'view:<user id>', or a
   * bare user id (their row or a session changed; a teacher's change reaches their students).
   */
  heard(payload: string) {
    this.#generation++;
    if (payload === '*') return this.#clear();
    if (payload.startsWith('class:')) {
      for (const userID of [...(this.#usersOfClass.get(payload.slice(6)) ?? [])]) this.#drop(userID);
      return;
    }
    if (payload.startsWith('view:')) return this.#drop(payload.slice(5));
    this.#drop(payload);
    for (const studentID of [...(this.#studentsOfTeacher.get(payload) ?? [])]) this.#drop(studentID);
  }

  /** Drops everything and stops or resumes keeping (the listener was lost, or is back). */
  setLive(live: boolean) {
    this.#generation++;
    this.#clear();
    this.#live = live;
  }

  async #through<T>(userID: string, field: Field, load: () => Promise<T>): Promise<T> {
    if (!this.enabled || !this.#live) return load();
    const entry = this.#entries.get(userID);
    if (entry && Date.now() - entry.storedAt > this.ttlMs) this.#drop(userID);
    else if (entry && entry[field] !== undefined) {
      this.stats.hits++;
      return entry[field] as T;
    }
    const slot = `${field} ${userID}`;
    const running = this.#loading.get(slot);
    if (running && running.generation === this.#generation) {
      this.stats.joined++;
      return running.value as Promise<T>;
    }
    this.stats.misses++;
    const generation = this.#generation;
    const value = (async () => {
      const loaded = frozen(await load());
      if (generation === this.#generation && this.#live) this.#keep(userID, field, loaded);
      return loaded;
    })();
    const reading = { generation, value };
    this.#loading.set(slot, reading);
    const forget = () => {
      if (this.#loading.get(slot) === reading) this.#loading.delete(slot);
    };
    value.then(forget, forget);
    return value;
  }

  #keep(userID: string, field: Field, value: unknown) {
    let entry = this.#entries.get(userID);
    if (!entry) {
      if (this.#entries.size >= this.maxEntries) {
        // The oldest first: a Map iterates in insertion order.
        const oldest = this.#entries.keys().next().value;
        if (oldest !== undefined) this.#drop(oldest);
      }
      entry = { classIDs: new Set(), teacherID: null, storedAt: Date.now() };
      this.#entries.set(userID, entry);
    }
    const index = (map: Map<string, Set<string>>, key: string) => {
      let users = map.get(key);
      if (!users) map.set(key, (users = new Set()));
      users.add(userID);
    };
    if (field === 'studentClass') {
      const found = value as StudentClass;
      entry.studentClass = found;
      if (found) {
        entry.classIDs.add(found.info.id);
        index(this.#usersOfClass, found.info.id);
        entry.teacherID = found.teacher.id;
        index(this.#studentsOfTeacher, found.teacher.id);
      }
    } else if (field === 'teacherClasses') {
      const list = value as readonly ClassInfo[];
      entry.teacherClasses = list;
      for (const cls of list) {
        entry.classIDs.add(cls.id);
        index(this.#usersOfClass, cls.id);
      }
    } else if (field === 'lessonSwitches') {
      const kept = value as LessonSwitches;
      entry.lessonSwitches = kept;
      entry.classIDs.add(kept.classID);
      index(this.#usersOfClass, kept.classID);
    } else {
      entry.googleLinked = value as boolean;
    }
  }

  #drop(userID: string) {
    const entry = this.#entries.get(userID);
    if (!entry) return;
    this.#entries.delete(userID);
    for (const classID of entry.classIDs) {
      const users = this.#usersOfClass.get(classID);
      users?.delete(userID);
      if (users?.size === 0) this.#usersOfClass.delete(classID);
    }
    if (entry.teacherID) {
      const students = this.#studentsOfTeacher.get(entry.teacherID);
      students?.delete(userID);
      if (students?.size === 0) this.#studentsOfTeacher.delete(entry.teacherID);
    }
  }

  #clear() {
    this.#entries.clear();
    this.#usersOfClass.clear();
    this.#studentsOfTeacher.clear();
  }
}
