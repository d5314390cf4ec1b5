import http from "node:http";

// An OTLP/HTTP trace receiver in the test: the SDK's OTLPTraceExporter (exporter-trace-otlp-http)
// posts ExportTraceServiceRequest as OTLP JSON (ids as hex) to /v1/traces; this keeps every span.

export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  service: string;
  attributes: Record<string, unknown>;
}

interface AnyValue {
  stringValue?: string;
  intValue?: number | string;
  doubleValue?: number;
  boolValue?: boolean;
  arrayValue?: { values?: AnyValue[] };
}
interface KeyValue {
  key: string;
  value: AnyValue;
}
interface ExportTraceServiceRequest {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: { spans?: { traceId: string; spanId: string; parentSpanId?: string; name: string; attributes?: KeyValue[] }[] }[];
  }[];
}

const plain = (value: AnyValue): unknown =>
  value.stringValue ?? value.intValue ?? value.doubleValue ?? value.boolValue ?? value.arrayValue?.values?.map(plain) ?? null;
const attributesOf = (list: KeyValue[] = []) => Object.fromEntries(list.map(({ key, value }) => [key, plain(value)]));

export interface OtlpReceiver {
  spans: ReceivedSpan[];
  close: () => Promise<void>;
}

export async function startOtlpReceiver(port: number): Promise<OtlpReceiver> {
  const receiver: OtlpReceiver = { spans: [], close: async () => {} };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (request.url !== "/v1/traces" || !String(request.headers["content-type"]).startsWith("application/json")) {
        response.writeHead(415).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as ExportTraceServiceRequest;
      for (const resourceSpans of body.resourceSpans ?? []) {
        const service = String(attributesOf(resourceSpans.resource?.attributes)["service.name"]);
        for (const scope of resourceSpans.scopeSpans ?? []) {
          for (const span of scope.spans ?? []) {
            receiver.spans.push({ traceId: span.traceId, spanId: span.spanId, parentSpanId: span.parentSpanId || undefined, name: span.name, service, attributes: attributesOf(span.attributes) });
          }
        }
      }
      // An empty ExportTraceServiceResponse: everything accepted.
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  receiver.close = () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve())));
  return receiver;
}
