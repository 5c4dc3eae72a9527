import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';

/** PLACEHOLDER: filled by the staff-auth work (see the staff workspace issue). */
export function registerStaffAuthRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
