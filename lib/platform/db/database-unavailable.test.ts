import net from "node:net";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { getDb } from "./client";
import { isDatabaseUnavailableError } from "./database-unavailable";

// Real failures from the real driver, not hand-built error objects: the classification is only
// as good as its match with what node-postgres and PostgreSQL actually throw.

async function errorOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error("expected the work to fail");
}

/** A TCP server on 127.0.0.1 that does `onConnection` to each socket; returns its port and a closer. */
async function tcpServer(onConnection: (socket: net.Socket) => void) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    onConnection(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  const close = () => {
    for (const socket of sockets) socket.destroy(); // else close() waits for them
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { port, close };
}

describe("isDatabaseUnavailableError", () => {
  it("recognises a refused connection", async () => {
    const { port, close } = await tcpServer(() => {});
    await close(); // nothing listens there any more
    const client = new pg.Client({ host: "127.0.0.1", port, user: "nobody", database: "none" });
    expect(isDatabaseUnavailableError(await errorOf(() => client.connect()))).toBe(true);
  });

  it("recognises a connection the server side drops", async () => {
    const { port, close } = await tcpServer((socket) => socket.destroy());
    const client = new pg.Client({ host: "127.0.0.1", port, user: "nobody", database: "none" });
    const error = await errorOf(() => client.connect());
    await close();
    expect(isDatabaseUnavailableError(error)).toBe(true);
  });

  it("recognises a pool that cannot get a connection in time", async () => {
    const { port, close } = await tcpServer(() => {}); // accepts, never answers
    const pool = new pg.Pool({ host: "127.0.0.1", port, user: "nobody", database: "none", connectionTimeoutMillis: 200 });
    const error = await errorOf(() => pool.query("select 1"));
    await pool.end();
    await close();
    expect(isDatabaseUnavailableError(error)).toBe(true);
  });

  it("does not take a broken query or a constraint violation for an outage", async () => {
    expect(isDatabaseUnavailableError(await errorOf(() => getDb().execute(sql`selec 1`)))).toBe(false);
    expect(isDatabaseUnavailableError(await errorOf(() => getDb().execute(sql`select 1 / 0`)))).toBe(false);
    expect(isDatabaseUnavailableError(new Error("something else"))).toBe(false);
    expect(isDatabaseUnavailableError(undefined)).toBe(false);
  });

  it.skipIf(process.env.VITEST_DATABASE !== "postgres")("recognises a session the server terminates (57P01), through Drizzle", async () => {
    // Terminates only this test's own session, never the server.
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    pool.on("error", () => {});
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const error = await errorOf(() => drizzle(pool).execute(sql`select pg_terminate_backend(pg_backend_pid())`));
    await pool.end();
    expect(isDatabaseUnavailableError(error)).toBe(true);
  });
});
