import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { PGliteDialect } from '../../../src/server/db/pglite-dialect';

interface TestDb {
  items: { id: number; name: string };
}

let pglite: PGlite;
let db: Kysely<TestDb>;

beforeAll(async () => {
  pglite = await PGlite.create({ dataDir: 'memory://' });
  db = new Kysely<TestDb>({ dialect: new PGliteDialect({ pglite }) });
  await db.schema
    .createTable('items')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text')
    .execute();
});

afterAll(async () => {
  await db.destroy();
});

beforeEach(async () => {
  await db.deleteFrom('items').execute();
});

const names = async () =>
  (await db.selectFrom('items').select('name').orderBy('id').execute()).map((r) => r.name);

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('PGlite dialect', () => {
  it('commits a transaction', async () => {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ id: 1, name: 'kept' }).execute();
    });
    expect(await names()).toEqual(['kept']);
  });

  it('really rolls back a failed transaction, and the connection stays usable', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('items').values({ id: 1, name: 'lost' }).execute();
        expect(await trx.selectFrom('items').select('name').execute()).toHaveLength(1);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await names()).toEqual([]);
    const { rows } = await sql<{ status: string }>`select 'idle' as status`.execute(db);
    expect(rows[0]?.status).toBe('idle');
  });

  it('rolls back after a failing statement inside the transaction', async () => {
    await db.insertInto('items').values({ id: 1, name: 'first' }).execute();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('items').values({ id: 2, name: 'second' }).execute();
        await trx.insertInto('items').values({ id: 1, name: 'duplicate' }).execute();
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await names()).toEqual(['first']);
  });

  it('runs one connection at a time: a query waits for the open transaction and then sees it', async () => {
    const inside = gate();
    const release = gate();
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ id: 1, name: 'from trx' }).execute();
      inside.open();
      await release.opened;
    });
    await inside.opened;
    let outsideDone = false;
    const outside = names().then((result) => {
      outsideDone = true;
      return result;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(outsideDone).toBe(false);
    release.open();
    await transaction;
    expect(await outside).toEqual(['from trx']);
  });

  it('supports savepoints', async () => {
    const trx = await db.startTransaction().execute();
    await trx.insertInto('items').values({ id: 1, name: 'before' }).execute();
    const saved = await trx.savepoint('sp one').execute();
    await saved.insertInto('items').values({ id: 2, name: 'undone' }).execute();
    const back = await saved.rollbackToSavepoint('sp one').execute();
    await back.releaseSavepoint('sp one').execute();
    await back.commit().execute();
    expect(await names()).toEqual(['before']);
  });

  it('reports affected rows of changes', async () => {
    await db
      .insertInto('items')
      .values([
        { id: 1, name: 'a' },
        { id: 2, name: 'b' },
      ])
      .execute();
    const updated = await db.updateTable('items').set({ name: 'c' }).executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(2n);
    const deleted = await db.deleteFrom('items').where('id', '=', 1).executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(1n);
  });

  it('streams results in chunks', async () => {
    await db
      .insertInto('items')
      .values([1, 2, 3, 4, 5].map((id) => ({ id, name: `n${id}` })))
      .execute();
    const seen: string[] = [];
    for await (const row of db.selectFrom('items').select('name').orderBy('id').stream(2))
      seen.push(row.name);
    expect(seen).toEqual(['n1', 'n2', 'n3', 'n4', 'n5']);
  });
});
