import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type * as z from 'zod/mini';
import type { ResponseOf } from '../../../shared/contracts/define-call';
import type { listAuditLog } from '../../../shared/contracts/staff-audit';
import type { Database } from '../../db/schema';
import { recordAudit } from '../staff-audit';
import type { StaffPrincipal } from '../staff-principal';

type AuditQuery = z.output<(typeof listAuditLog)['query']>;

function dayStart(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00.000Z`);
}

/** One page of the log, newest first; the reading is recorded after it, so it shows on the next page load. */
export async function auditPage(
  db: Kysely<Database>,
  principal: StaffPrincipal,
  query: AuditQuery,
  context: { request: FastifyRequest; now: Date },
): Promise<ResponseOf<typeof listAuditLog>> {
  let selection = db
    .selectFrom('staff_audit_log as l')
    .leftJoin('staff_accounts as a', 'a.id', 'l.actor_account_id');
  if (query.action) selection = selection.where('l.action', '=', query.action);
  if (query.actor) selection = selection.where('l.actor_account_id', '=', query.actor);
  if (query.from) selection = selection.where('l.occurred_at', '>=', dayStart(query.from));
  if (query.to)
    selection = selection.where('l.occurred_at', '<', new Date(dayStart(query.to).getTime() + 86_400_000));
  const counted = await selection.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
  const rows = await selection
    .select([
      'l.id',
      'l.occurred_at',
      'l.actor_account_id',
      'a.display_name',
      'l.action',
      'l.target_type',
      'l.target_id',
      'l.details',
      'l.ip',
    ])
    .orderBy('l.occurred_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  const { limit, offset, ...filters } = query;
  await recordAudit(
    db,
    {
      actorAccountId: principal.accountId,
      action: 'audit.viewed',
      targetType: 'audit',
      details: { filters, offset },
      request: context.request,
    },
    context.now,
  );
  return {
    entries: rows.map((row) => ({
      id: String(row.id),
      occurredAt: new Date(row.occurred_at).toISOString(),
      actorAccountId: row.actor_account_id,
      actorName: row.display_name ?? null,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      details: row.details ?? {},
      ip: row.ip,
    })),
    total: Number(counted?.n ?? 0),
    limit,
    offset,
  };
}
