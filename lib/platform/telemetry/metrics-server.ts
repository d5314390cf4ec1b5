import http from "node:http";
import { timingSafeEqual } from "node:crypto";
import { env } from "../env";
import { logger } from "../logger";
import { metricsRegistry } from "./metrics";

function authorised(header: string | undefined): boolean {
  if (!env.METRICS_TOKEN) return true;
  const expected = Buffer.from(`Bearer ${env.METRICS_TOKEN}`);
  const given = Buffer.from(header ?? "");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET /metrics in Prometheus's text format on METRICS_PORT, a port of its own so it is never
 * reachable through the public one. Protected by METRICS_TOKEN when set. Unset port: nothing.
 */
export function startMetricsServer(): http.Server | null {
  if (!env.METRICS_PORT) return null;
  const server = http.createServer((request, response) => {
    if (request.method !== "GET" || request.url?.split("?")[0] !== "/metrics") {
      response.writeHead(404, { "content-type": "text/plain" }).end("not found\n");
      return;
    }
    if (!authorised(request.headers.authorization)) {
      response.writeHead(401, { "content-type": "text/plain", "www-authenticate": "Bearer" }).end("unauthorised\n");
      return;
    }
    metricsRegistry.metrics().then(
      (text) => response.writeHead(200, { "content-type": metricsRegistry.contentType }).end(text),
      (error: unknown) => {
        logger.warn({ error: error instanceof Error ? error.message : String(error) }, "collecting metrics failed");
        response.writeHead(500, { "content-type": "text/plain" }).end("collecting metrics failed\n");
      },
    );
  });
  // The metrics port never keeps a stopping process alive.
  server.unref();
  server.on("error", (error) => logger.error({ error: error.message, port: env.METRICS_PORT }, "metrics server failed"));
  server.listen(env.METRICS_PORT, env.METRICS_HOSTNAME, () => logger.info({ port: env.METRICS_PORT }, "metrics at /metrics"));
  return server;
}
