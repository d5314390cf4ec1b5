import pg from "pg";

// Databases the service tests create on the TEST_DATABASE_URL server, and how they go away.

/** Runs `work` on a connection to the server's maintenance database (to create or drop one). */
async function onServer<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function createTestDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  return onServer(serverUrl, async (admin) => {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  });
}

/**
 * Waits (up to 5 s) until no session is on `name`. pg's `end()` resolves before the server has
 * closed the session; a template with a session on it cannot be copied, and a forced drop
 * meanwhile kills those sessions, whose clients then raise "terminating connection".
 */
async function waitUntilUnused(admin: pg.Client, name: string): Promise<void> {
  for (let tries = 0; tries < 50; tries++) {
    const { rows } = await admin.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function waitUntilDatabaseUnused(serverUrl: string, name: string): Promise<void> {
  return onServer(serverUrl, (admin) => waitUntilUnused(admin, name));
}

/** The names of the server's databases that start with `prefix`. */
export function listDatabases(serverUrl: string, prefix: string): Promise<string[]> {
  return onServer(serverUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>("select datname from pg_database where starts_with(datname, $1)", [prefix]);
    return rows.map((row) => row.datname);
  });
}

export function dropTestDatabase(serverUrl: string, name: string): Promise<void> {
  return onServer(serverUrl, async (admin) => {
    await waitUntilUnused(admin, name);
    await admin.query(`drop database if exists ${name} with (force)`);
  });
}
