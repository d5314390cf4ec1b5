// The baseline for bench:api: a bare node:http server doing the same work as GET /v1/modules
// (bearer format check, SHA-256 lookup of the token, expiry/revocation, the modules query,
// JSON) on the same database, with nothing else: no framework, no rate limit, no headers.
import { createHash } from "node:crypto";
import http from "node:http";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const port = Number(process.env.PORT ?? 3301);

const server = http.createServer(async (request, response) => {
  const match = /^Bearer (mis_at_[0-9A-Za-z]{38})$/.exec(request.headers.authorization ?? "");
  if (!match) return void response.writeHead(401).end();
  const hash = createHash("sha256").update(match[1]!).digest("hex");
  const tokens = await pool.query(
    "select account_id from access_tokens where token_hash = $1 and revoked_at is null and expires_at > now()",
    [hash],
  );
  if (tokens.rowCount === 0) return void response.writeHead(401).end();
  const modules = await pool.query(
    "select * from modules where account_id = $1 and deactivated_at is null order by name",
    [tokens.rows[0].account_id],
  );
  response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ data: modules.rows }));
});

server.listen(port, "127.0.0.1", () => process.stderr.write(`baseline listening on ${port}\n`));
process.on("SIGTERM", () => server.close(() => pool.end().then(() => process.exit(0))));
