// A multipart/form-data body as a browser's FormData sends it, written by hand so a test can put
// any text in a part (malformed server-action calls, lib/adapters/actions and e2e/malformed-actions).

/** The boundary the bodies below use. */
const MULTIPART_BOUNDARY = "----testBoundary7MA4YWxk";

/** The Content-Type that names it. */
export const MULTIPART_CONTENT_TYPE = `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`;

/** The body with these parts, in order. */
export const multipartBody = (parts: Record<string, string>): string =>
  Object.entries(parts).map(([name, value]) => `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join("") + `--${MULTIPART_BOUNDARY}--\r\n`;
