import http from "node:http";

/**
 * Where benchmarked instances send their spans: accepted and dropped, as a collector would take
 * them; only the exports and their bytes are counted (parsing them would load the bench's process).
 */
export function startOtlpSink(port: number): { exports: number; bytes: number; close: () => void } {
  const sink = { exports: 0, bytes: 0, close: () => server.close() };
  const server = http
    .createServer((request, response) => {
      sink.exports += 1;
      request.on("data", (chunk: Buffer) => (sink.bytes += chunk.length)).on("end", () => response.end("{}"));
    })
    .listen(port, "127.0.0.1");
  return sink;
}
