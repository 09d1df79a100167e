/**
 * db/statement-cache.ts: Kysely's SQLite queries reuse their prepared statements by SQL text,
 * stay correct when a statement is still being iterated, and keep a bounded number.
 */
import Database from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { withStatementCache } from "../../db/statement-cache";

interface Schema {
  notes: { id: number; body: string };
}

function counted(max?: number) {
  const raw = new Database(":memory:");
  let prepared = 0;
  const prepare = raw.prepare.bind(raw);
  raw.prepare = ((text: string) => {
    prepared++;
    return prepare(text);
  }) as typeof raw.prepare;
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: withStatementCache(raw, max) }) });
  return { db, raw, prepared: () => prepared };
}

async function withNotes(max?: number) {
  const t = counted(max);
  await sql`create table notes (id integer primary key, body text not null)`.execute(t.db);
  for (let i = 1; i <= 5; i++)
    await t.db
      .insertInto("notes")
      .values({ id: i, body: `note ${i}` })
      .execute();
  return t;
}

describe("withStatementCache", () => {
  it("compiles a query's SQL once and gives the right rows on every run with other parameters", async () => {
    const { db, prepared } = await withNotes();
    const before = prepared();
    for (let i = 1; i <= 5; i++) {
      const row = await db.selectFrom("notes").select("body").where("id", "=", i).executeTakeFirst();
      expect(row?.body).toBe(`note ${i}`);
    }
    expect(prepared() - before).toBe(1);
    await db.destroy();
  });

  it("gives a query its own statement while the kept one is still being iterated", () => {
    const fresh = new Database(":memory:");
    fresh.exec("create table notes (id integer primary key); insert into notes values (1), (2), (3)");
    const wrapped = withStatementCache(fresh);
    const text = "select id from notes order by id";
    const first = wrapped.prepare(text);
    const cursor = first.iterate([]);
    expect((cursor.next().value as { id: number }).id).toBe(1);
    const second = wrapped.prepare(text);
    expect(second).not.toBe(first);
    expect(second.all([])).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect([...cursor].map((row) => (row as { id: number }).id)).toEqual([2, 3]);
    expect(wrapped.prepare(text)).toBe(first);
    wrapped.close();
    expect(fresh.open).toBe(false);
  });

  it("keeps at most `max` statements: a query pushed out is compiled again", async () => {
    const { db, prepared } = await withNotes(2);
    const byId = (id: number) => db.selectFrom("notes").select("body").where("id", "=", id);
    await byId(1).execute();
    const start = prepared();
    await db.selectFrom("notes").select("id").execute();
    await db.selectFrom("notes").select(["id", "body"]).execute();
    await byId(2).execute();
    expect(prepared() - start).toBe(3);
  });

  it("sees writes and schema changes made after a statement was kept", async () => {
    const { db } = await withNotes();
    const count = async () =>
      Number(
        (
          await db
            .selectFrom("notes")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(5);
    await db.deleteFrom("notes").where("id", ">", 3).execute();
    expect(await count()).toBe(3);
    await sql`alter table notes add column extra text`.execute(db);
    expect(await count()).toBe(3);
    await db.destroy();
  });

  it("closes the database on destroy", async () => {
    const { db, raw } = await withNotes();
    await db.destroy();
    expect(raw.open).toBe(false);
  });
});
