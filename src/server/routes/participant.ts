import type { FastifyInstance } from 'fastify';
import { addParticipant } from '../../shared/contracts/participant';
import type { AppDeps } from '../app-deps';
import { upsertParticipant } from '../db/participants';
import { registerCall } from '../http/register-call';

export function registerParticipantRoutes(app: FastifyInstance, deps: AppDeps): void {
  // The body's ipAddress and potentialId are the client's claims: the server decides both.
  registerCall(app, deps, addParticipant, async ({ body, db, request }) => {
    const potentialId = await upsertParticipant(db, { record: body, ipAddress: request.ip, now: deps.now() });
    return { potentialId };
  });
}
