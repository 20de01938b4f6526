import { describe, expect, it } from 'vitest';
import { tileNames } from '../../src/shared/domain/kioskNames';

const names = (list: [string, string][]) => [...tileNames(list.map(([first, last], i) => ({ id: String(i), first, last }))).values()];

describe('tile names on a pinned device', () => {
  it('shows a first name and a last initial', () => {
    expect(
      names([
        ['Mia', 'Rossi'],
        ['Leo', 'Chen'],
      ]),
    ).toEqual(['Mia R.', 'Leo C.']);
  });

  it('adds letters of the last name until two students differ', () => {
    expect(
      names([
        ['Mia', 'Rossi'],
        ['Mia', 'Ruiz'],
        ['Mia', 'Rosen'],
      ]),
    ).toEqual(['Mia Ross.', 'Mia Ru.', 'Mia Rose.']);
  });

  it('numbers the same full name, and compares without regard to case', () => {
    expect(
      names([
        ['Sam', 'Lee'],
        ['sam', 'lee'],
        ['Sam', 'Li'],
      ]),
    ).toEqual(['Sam Lee (1)', 'sam lee (2)', 'Sam Li']);
  });

  it('keeps letters whole (accents, emoji) and copes with an empty last name', () => {
    expect(
      names([
        ['Zoë', 'Łukasz'],
        ['Ana', ''],
      ]),
    ).toEqual(['Zoë Ł.', 'Ana']);
  });
});
