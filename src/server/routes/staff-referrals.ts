import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';

/** PLACEHOLDER: filled by the staff-referrals work (see the staff workspace issue). */
export function registerStaffReferralsRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
