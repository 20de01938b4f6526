import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

/** Manage Teachers: a super-teacher's sub-teachers and seats. */
export const teacherRoutes = new Hono<AppEnv>();
