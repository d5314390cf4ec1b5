"use client";

import { LazyPageError } from "@/components/errors/lazy-page-error";

// Shown when a page of the customer area fails: "temporarily unavailable" during an outage,
// otherwise the digest that lets support find the server log line.
export default LazyPageError;
