// What other domains and the adapters use of lib/domains/deprecated-calls: noting calls to what
// is being retired, and the weekly mail about them.

export { flushDeprecatedCalls, noteDeprecatedCall } from "./note-deprecated-call";
export { enqueueDeprecationMails } from "./enqueue-deprecation-mails";
