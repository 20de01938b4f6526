import { describe, expect, it } from 'vitest';
import { generatePassword, PASSWORD_WORDS } from '../../src/server/features/roster/passwords';
import { asciiName, firstFree, isUsername, usernameBase } from '../../src/server/features/roster/usernames';
import { isValidPassword } from '../../src/shared/domain/credentials';
import { rosterMessages } from '../../src/shared/rosterMessages';
import { parseNameList } from '../../src/client/features/roster/nameList';
import { signInAddress } from '../../src/client/features/roster/signInAddress';
import { parseStudentCsv, readCsvFile } from '../../src/client/features/roster/studentCsv';

describe('generated usernames', () => {
  it('are first.last in lowercase ASCII', () => {
    expect(usernameBase('Anna', 'Smith')).toBe('anna.smith');
    expect(usernameBase('José María', 'Núñez-Peña')).toBe('josemaria.nunezpena');
    expect(usernameBase('Łukasz', 'Strauß')).toBe('lukasz.strauss');
    expect(usernameBase('Søren', "O'Brien")).toBe('soren.obrien');
    expect(usernameBase('Cher', '')).toBe('cher');
    expect(usernameBase('美咲', '佐藤')).toBe('student');
    expect(asciiName('A'.repeat(40))).toHaveLength(20);
  });

  it('step to base2, base3 … around the names already taken', () => {
    const taken = new Set(['anna.smith', 'anna.smith2']);
    expect(firstFree('anna.smith', taken)).toBe('anna.smith3');
    expect(firstFree('anna.smith', taken)).toBe('anna.smith4');
    expect(firstFree('ben.ng', taken)).toBe('ben.ng');
    expect(taken.has('ben.ng')).toBe(true);
  });

  it('typed usernames: 3 to 50 characters, no spaces, no @', () => {
    expect(isUsername('sofia_r')).toBe(true);
    expect(isUsername('ab')).toBe(false);
    expect(isUsername('has space')).toBe(false);
    expect(isUsername('a@b.example')).toBe(false);
    expect(isUsername('x'.repeat(51))).toBe(false);
  });
});

describe('generated passwords', () => {
  it('are two short words and two digits without 0 or 1, and pass the password rule', () => {
    for (let i = 0; i < 500; i++) {
      const password = generatePassword();
      expect(password).toMatch(/^[a-z]{6,10}[2-9]{2}$/);
      expect(isValidPassword(password)).toBe(true);
    }
  });

  it('come from a list of unique, short, lowercase words', () => {
    expect(new Set(PASSWORD_WORDS).size).toBe(PASSWORD_WORDS.length);
    expect(PASSWORD_WORDS.length).toBeGreaterThanOrEqual(200);
    for (const word of PASSWORD_WORDS) expect(word).toMatch(/^[a-z]{3,5}$/);
  });

  it('use the random source they are given', () => {
    expect(generatePassword(() => 0)).toBe(`${PASSWORD_WORDS[0]}${PASSWORD_WORDS[0]}22`);
  });
});

describe('a pasted list of names', () => {
  it('reads "First Last", "Last, First" and spreadsheet cells, skipping blank lines', () => {
    expect(parseNameList('Anna Smith\r\n\n  Mary Ann Lee  \nSmith, John\nCher\nAva\tBrown\tava.b\tava@school.example\n')).toEqual([
      { first: 'Anna', last: 'Smith' },
      { first: 'Mary Ann', last: 'Lee' },
      { first: 'John', last: 'Smith' },
      { first: 'Cher', last: '' },
      { first: 'Ava', last: 'Brown', username: 'ava.b', email: 'ava@school.example' },
    ]);
    expect(parseNameList(' \n\n')).toEqual([]);
  });
});

describe('a CSV file of students', () => {
  it('finds the columns by their header, whatever the separator, quotes or BOM', () => {
    const csv =
      '\uFEFFFirst Name;Last_Name;E-mail;Username\r\n"Zoë";"Haddad; Jr";zoe@school.example;\r\n;Nofirst;;\r\n\r\nOmar;"Said ""O"" Ali";;omar.s\r\n';
    expect(parseStudentCsv(csv)).toEqual({
      rows: [
        { first: 'Zoë', last: 'Haddad; Jr', username: null, email: 'zoe@school.example' },
        { first: '', last: 'Nofirst', username: null, email: null },
        { first: 'Omar', last: 'Said "O" Ali', username: 'omar.s', email: null },
      ],
    });
    expect(parseStudentCsv('first,last\nAnna,Smith\nBen,"Ng, Jr"')).toEqual({
      rows: [
        { first: 'Anna', last: 'Smith', username: null, email: null },
        { first: 'Ben', last: 'Ng, Jr', username: null, email: null },
      ],
    });
    expect(parseStudentCsv('given\tsurname\nAnna\tSmith')).toEqual({
      rows: [{ first: 'Anna', last: 'Smith', username: null, email: null }],
    });
  });

  it('takes a single name column, and says what is missing without a first-name column', () => {
    expect(parseStudentCsv('Student Name\nMary Ann Lee\n')).toEqual({
      rows: [{ first: 'Mary Ann', last: 'Lee', username: null, email: null }],
    });
    expect(parseStudentCsv('surname,email\nSmith,a@b.example')).toEqual({ error: rosterMessages.csvNoFirstColumn });
    expect(parseStudentCsv('')).toEqual({ error: rosterMessages.csvUnreadable });
  });

  it('reads a Windows-1252 file as well as UTF-8', async () => {
    expect(await readCsvFile(new Blob([new Uint8Array([0x4a, 0x6f, 0x73, 0xe9])]))).toBe('José');
    expect(await readCsvFile(new Blob(['José']))).toBe('José');
  });
});

describe('the sign-in address on the cards', () => {
  it('is PUBLIC_URL, unless that is a loopback default, then the teacher’s own address', () => {
    expect(signInAddress('https://lab.school.example/', 'http://10.0.0.5:8080')).toBe('https://lab.school.example');
    expect(signInAddress('http://localhost:8080', 'http://10.0.0.5:8080')).toBe('http://10.0.0.5:8080');
    expect(signInAddress('http://127.0.0.1:8080', 'http://localhost:8080')).toBe('http://localhost:8080');
  });
});
