/**
 * PostgreSQL for the tests (npm run test:pg, decision record 0037): each test file works in a
 * database of its own, created in the cluster of TEST_DATABASE_URL and dropped when the file ends,
 * so files run in parallel without seeing each other's rows (a schema per file is not enough:
 * Kysely's Migrator looks for its lock table in every schema on the search path).
 */
import { randomBytes } from "node:crypto";
import pg from "pg";

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty database beside `baseUrl`'s; returns its name and URL. */
export async function createTestDatabase(baseUrl: string): Promise<{ name: string; url: string }> {
  const name = `respiro_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await withClient(baseUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** Drops a database made by {@link createTestDatabase}, closing whatever is still connected. */
export async function dropTestDatabase(baseUrl: string, name: string): Promise<void> {
  await withClient(baseUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}
