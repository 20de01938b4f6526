import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { describeWork as englishDescribeWork } from '../../src/client/offline/backlog';
import { describeWork, syncAgo, syncMarker, waitingText } from '../../src/client/features/students/syncTime';
import { translateSpanish } from '../../src/locales/spanish';
import { setLanguageSource, setTranslator } from '../../src/shared/i18n/runtime';

/**
 * Manage Students' sync column in the teacher's language (issue 14): English as the offline code
 * words it (src/client/offline/backlog.ts), Spanish with its plurals.
 */
let language: 'en' | 'es' = 'en';
beforeAll(() => {
  setLanguageSource(() => language);
  setTranslator('es', translateSpanish);
});
afterEach(() => void (language = 'en'));

const now = new Date('2025-03-10T12:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

describe('the sync column in words', () => {
  it('says the waiting work in English as the offline code does', () => {
    for (const counts of [{ quizzes: 1 }, { quizzes: 3, writing: 1 }, { quizzes: 2, writing: 1, diagnostic: 4 }, { writing: 0 }])
      expect(describeWork(counts)).toBe(englishDescribeWork(counts));
  });

  it('says it in Spanish, plurals included', () => {
    language = 'es';
    expect(describeWork({ quizzes: 1, writing: 2 })).toBe('1 cuestionario y 2 escritos guardados');
    expect(describeWork({ quizzes: 2, writing: 1, diagnostic: 1 })).toBe(
      '2 cuestionarios, 1 escrito guardado y 1 respuesta del diagnóstico',
    );
    expect(syncAgo(ago(0.2), now)).toBe('justo ahora');
    expect(syncAgo(ago(60), now)).toBe('hace 1 hora');
    expect(syncAgo(ago(3 * 24 * 60), now)).toBe('hace 3 días');
    expect(syncMarker({ lateCount: 2, failureCount: 1 })).toBe('2 con retraso, 1 sin guardar');
    expect(waitingText([{ counts: { quizzes: 3, writing: 0, diagnostic: 0 }, oldestQueuedAt: ago(30) }], now)).toMatch(
      /^3 cuestionarios en espera en un dispositivo desde \d/,
    );
  });
});
