import { sql } from 'kysely';
import { bindNamed, compileOnly, namedParameterStatement } from '../../../src/server/db/compiled-once';

describe('a statement compiled once with named parameters', () => {
  it('reads each parameter by its name, in the order and as often as the statement uses it', () => {
    const statement = namedParameterStatement(['tenantKey', 'enrollmentId'], (p) =>
      compileOnly
        .selectFrom('journey_enrollments')
        .select('enrollment_id')
        // The subquery's parameters come first in the text, before the outer WHERE's.
        .select((eb) =>
          eb
            .exists(
              eb
                .selectFrom('participants')
                .select(sql.lit(1).as('one'))
                .where('participants.enrollment_id', '=', p.enrollmentId)
                .where('participants.tenant_key', '=', p.tenantKey),
            )
            .as('recorded'),
        )
        .where('tenant_key', '=', p.tenantKey)
        .where('enrollment_id', '=', p.enrollmentId)
        .compile(),
    );
    const bound = bindNamed(statement, { tenantKey: 'tenant-a', enrollmentId: 'enrolment-1' });
    expect(bound.sql).toBe(statement.sql);
    expect(bound.parameters).toEqual(['enrolment-1', 'tenant-a', 'tenant-a', 'enrolment-1']);
  });

  it('refuses a statement with a value written into the builder', () => {
    expect(() =>
      namedParameterStatement(['tenantKey'], (p) =>
        compileOnly
          .selectFrom('journey_enrollments')
          .select('enrollment_id')
          .where('tenant_key', '=', p.tenantKey)
          .where('journey_status', '=', 'Partial')
          .compile(),
      ),
    ).toThrow('parameter 2 of a compiled statement is not named');
  });
});
