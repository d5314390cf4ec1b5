import type { LoadOptions } from "./run-autocannon";

// The traceparent a trusted caller sends (an instance started with TRACEPARENT_TRUSTED_CALLERS
// set to 127.0.0.1 follows it): flags 01 asks for the request to be sampled, 00 for it to be left out.

export const traceParent = (flags: "01" | "00") => ({ traceparent: `00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-${flags}` });

/** Load in which one request in ten carries a sampled traceparent and the rest an unsampled one: the default 10 %, decided by the caller. */
export const oneInTenSampled: LoadOptions = { rotatingHeaders: [traceParent("01"), ...Array.from({ length: 9 }, () => traceParent("00"))] };
