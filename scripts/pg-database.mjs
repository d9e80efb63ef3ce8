// Creates or drops a database on the PostgreSQL server named by PG_ADMIN_URL.
// Usage: node scripts/pg-database.mjs create|drop NAME
import pg from "pg";

const [action, name] = process.argv.slice(2);
if (!["create", "drop"].includes(action) || !/^[a-z0-9_]+$/.test(name ?? "")) {
  console.error("usage: pg-database.mjs create|drop name");
  process.exit(2);
}
const client = new pg.Client({
  connectionString: process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/test",
  connectionTimeoutMillis: 3000,
});
try {
  await client.connect();
  await client.query(action === "create" ? `create database ${name}` : `drop database if exists ${name} with (force)`);
} catch (error) {
  console.error(`pg-database: ${action} ${name} failed: ${error.message}`);
  process.exit(1);
} finally {
  await client.end().catch(() => {});
}
