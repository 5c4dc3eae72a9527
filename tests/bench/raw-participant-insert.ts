/**
 * The reference of the write ratio: a raw insert of the same participant row `Participant/Add`
 * stores, served by a bench-only route on the same Fastify server. HTTP, JSON parsing, every
 * hook and the database connection are in both figures, so the ratio isolates the write path:
 * here one INSERT … RETURNING in autocommit, compiled once as the store's upsert is, with no
 * validation, Idempotency-Key, transaction, stored answer or answer check.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ParticipantRecord } from '../../src/shared/contracts/participant';
import {
  bindNamed,
  columnsOf,
  compileOnly,
  namedParameterStatement,
} from '../../src/server/db/compiled-once';
import { newParticipantRow, participantRowTemplate } from '../../src/server/db/participants';
import type { Database } from '../../src/server/db/schema';

export const RAW_PARTICIPANT_INSERT_PATH = '/bench/raw-participant-insert';

function insertStatement() {
  return namedParameterStatement(columnsOf(participantRowTemplate()), (p) =>
    compileOnly.insertInto('participants').values(p).returning('potential_id').compile(),
  );
}

/** `db` is read per request: the server's database exists only once it has started. */
export function registerRawParticipantInsert(app: FastifyInstance, db: () => Kysely<Database>): void {
  const statement = insertStatement();
  app.post(RAW_PARTICIPANT_INSERT_PATH, async (request) => {
    const row = newParticipantRow({
      record: request.body as ParticipantRecord,
      ipAddress: request.ip,
      now: new Date(),
    });
    const { rows } = await db().executeQuery<{ potential_id: string }>(bindNamed(statement, row));
    return { potentialId: rows[0]?.potential_id };
  });
}
