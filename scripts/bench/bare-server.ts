// The floor for bench:api: a bare node:http server answering every request with the same fixed
// JSON body (the app's own GET /v1/modules answer, read from BARE_BODY_FILE). No token, no
// database, no headers beyond Content-Type: what no Node server on this machine can beat.
import fs from "node:fs";
import http from "node:http";

const body = fs.readFileSync(process.env.BARE_BODY_FILE!);
const port = Number(process.env.PORT ?? 3303);

const server = http.createServer((_request, response) => {
  response.writeHead(200, { "Content-Type": "application/json", "Content-Length": body.length }).end(body);
});
server.listen(port, "127.0.0.1", () => process.stderr.write(`bare server listening on ${port}\n`));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
