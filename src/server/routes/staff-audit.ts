import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';

/** PLACEHOLDER: filled by the staff-audit work (see the staff workspace issue). */
export function registerStaffAuditRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
