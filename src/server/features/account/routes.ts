import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { joinClassRoutes } from './join-class';
import { passwordChangeRoutes } from './password-change';
import { passwordResetRoutes } from './password-reset';
import { profileRoutes } from './profile';
import { verificationRoutes } from './verification';

/** The user's own account: passwords, email verification, profile, joining a class by code. */
export const accountRoutes = new Hono<AppEnv>();
accountRoutes.route('/', passwordChangeRoutes);
accountRoutes.route('/', passwordResetRoutes);
accountRoutes.route('/', verificationRoutes);
accountRoutes.route('/', profileRoutes);
accountRoutes.route('/', joinClassRoutes);
