/** Roles by roleID (ACB §6). The numbers are ours; the spec only names the roles. */
export const RoleID = { SuperAdmin: 1, Teacher: 2, Student: 3 } as const;
export type RoleName = keyof typeof RoleID;
export type RoleIDValue = (typeof RoleID)[RoleName];

export function roleName(roleID: number): RoleName {
  const found = (Object.keys(RoleID) as RoleName[]).find((name) => RoleID[name] === roleID);
  if (!found) throw new Error(`Unknown roleID ${roleID}`);
  return found;
}

/** Teachers and admins land on /classes; students on /courses (ACB §6). */
export function homePathFor(roleID: number): '/classes' | '/courses' {
  return roleID === RoleID.Student ? '/courses' : '/classes';
}

export const isTeacherOrAdmin = (roleID: number) => roleID === RoleID.Teacher || roleID === RoleID.SuperAdmin;
