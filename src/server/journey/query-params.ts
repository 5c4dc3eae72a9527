import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface QueryParam {
  queryParamKey: string;
  queryParamValue: string;
}

/** The last value of each key wins (one upsert must not touch a row twice). */
function latestByKey(params: readonly QueryParam[]): Map<string, string> {
  const latest = new Map<string, string>();
  for (const param of params) latest.set(param.queryParamKey, param.queryParamValue);
  return latest;
}

/** "Query-param record": adds new keys and updates the value of known ones. */
export async function upsertQueryParams(
  db: Kysely<Database>,
  enrollment: { tenantKey: string; enrollmentId: string },
  params: readonly QueryParam[],
  now: Date,
): Promise<number> {
  const latest = latestByKey(params);
  if (latest.size === 0) return 0;
  const rows = [...latest].map(([key, value]) => ({
    tenant_key: enrollment.tenantKey,
    enrollment_id: enrollment.enrollmentId,
    param_key: key,
    param_value: value,
    updated_at: now,
  }));
  await db
    .insertInto('journey_query_params')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['tenant_key', 'enrollment_id', 'param_key']).doUpdateSet((eb) => ({
        param_value: eb.ref('excluded.param_value'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
  return latest.size;
}
