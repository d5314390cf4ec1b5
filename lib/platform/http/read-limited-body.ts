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
      // Not awaited: cancelling one branch of a tee'd body (the request log keeps a clone of a
      // write's body to read after the answer) settles only once the other branch is cancelled
      // or read to its end too, so awaiting it here would wait for the answer that waits on us.
      reader.cancel().catch(() => {});
      break;
    }
  }
  return Buffer.concat(chunks);
}
