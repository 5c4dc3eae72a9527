import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';

/** PLACEHOLDER: filled by the staff-funnel work (see the staff workspace issue). */
export function registerStaffFunnelRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
