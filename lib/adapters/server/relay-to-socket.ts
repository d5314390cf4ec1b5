import http from "node:http";

type Listener = (request: http.IncomingMessage, response: http.ServerResponse) => void;

// Hop-by-hop headers (RFC 9110 §7.6.1) describe one connection and are never relayed, nor are
// the headers the Connection header names.
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "te", "trailer", "upgrade", "proxy-authenticate", "proxy-authorization"]);

function endToEndHeaders(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? "")
      .toLowerCase()
      .split(",")
      .map((name) => name.trim()),
  );
  const relayed: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && !named.has(name)) relayed[name] = value;
  }
  return relayed;
}

/**
 * Relays requests, streamed both ways, to an HTTP server on a Unix socket (the customer area's
 * process), over kept-alive connections. A client that goes away cancels its relayed request;
 * a server that cannot be reached gives a 502.
 */
export function relayToSocket(socketPath: string): Listener {
  const agent = new http.Agent({ keepAlive: true });
  return (request, response) => {
    const relayed = http.request({ socketPath, agent, method: request.method, path: request.url, headers: endToEndHeaders(request.headers) }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEndHeaders(answer.headers));
      answer.pipe(response);
      answer.once("error", (error) => response.destroy(error));
    });
    relayed.once("error", (error) => {
      if (response.headersSent) return void response.destroy(error);
      response.writeHead(502, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
      response.end("The customer area is not answering; try again in a moment.\n");
    });
    response.once("close", () => {
      if (!response.writableFinished) relayed.destroy();
    });
    request.pipe(relayed);
  };
}
