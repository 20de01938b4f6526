import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

/** Admin lists and impersonation (SuperAdmin only). */
export const adminRoutes = new Hono<AppEnv>();
