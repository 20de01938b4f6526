import { describe, expect, it } from 'vitest';
import { RoleID, homePathFor, isTeacherOrAdmin, roleName } from '../../src/shared/domain/roles';

describe('roles', () => {
  it('teachers and admins land on /classes, students on /courses', () => {
    expect(homePathFor(RoleID.SuperAdmin)).toBe('/classes');
    expect(homePathFor(RoleID.Teacher)).toBe('/classes');
    expect(homePathFor(RoleID.Student)).toBe('/courses');
  });

  it('names each role and refuses an unknown id', () => {
    expect(roleName(RoleID.SuperAdmin)).toBe('SuperAdmin');
    expect(roleName(RoleID.Teacher)).toBe('Teacher');
    expect(roleName(RoleID.Student)).toBe('Student');
    expect(() => roleName(99)).toThrow(/Unknown roleID 99/);
  });

  it('tells teachers and admins from students', () => {
    expect(isTeacherOrAdmin(RoleID.SuperAdmin)).toBe(true);
    expect(isTeacherOrAdmin(RoleID.Teacher)).toBe(true);
    expect(isTeacherOrAdmin(RoleID.Student)).toBe(false);
  });
});
