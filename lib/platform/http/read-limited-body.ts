/** Reads at most `limit + 1` bytes of a request body, so an oversized one is known without buffering it all. */
export async function readLimitedBody(request: Pick<Request, "body">, limit: number): Promise<Buffer> {
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      break;
    }
  }
  return Buffer.concat(chunks);
}
