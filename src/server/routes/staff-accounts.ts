import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';

/** PLACEHOLDER: filled by the staff-accounts work (see the staff workspace issue). */
export function registerStaffAccountsRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
