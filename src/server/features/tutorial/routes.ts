import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

/** The teacher tutorial's flag. */
export const tutorialRoutes = new Hono<AppEnv>();
