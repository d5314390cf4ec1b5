// The customer area's Content Security Policy: scripts only with this request's nonce
// (and what they load, via 'strict-dynamic'), no framing, no plugins.
export function contentSecurityPolicy(options: { nonce: string; development: boolean; formActionOrigins?: string[] }): string {
  const scriptSources = [`'self'`, `'nonce-${options.nonce}'`, `'strict-dynamic'`];
  // React's development build evaluates code for its debugging call stacks.
  if (options.development) scriptSources.push(`'unsafe-eval'`);
  const directives: Record<string, string[]> = {
    "default-src": [`'self'`],
    "script-src": scriptSources,
    // Libraries (Scalar, react-pdf) set inline styles; styles cannot run code.
    "style-src": [`'self'`, `'unsafe-inline'`],
    "img-src": [`'self'`, "data:", "blob:"],
    "font-src": [`'self'`, "data:"],
    "connect-src": [`'self'`],
    "worker-src": [`'self'`, "blob:"],
    "frame-src": [`'self'`, "blob:"],
    "object-src": [`'none'`],
    "base-uri": [`'self'`],
    "form-action": [`'self'`, ...(options.formActionOrigins ?? [])],
    "frame-ancestors": [`'none'`],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}
