/** A short sentence for a person, as a download route's refusal or error: plain text, never cached. */
export function plainTextResponse(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers } });
}
