import { sql } from "drizzle-orm";
import type { Deprecation } from "../api-versions";
import { getDb } from "../../platform/db/client";
import { deprecatedCalls } from "../../platform/db/schema";
import { logger } from "../../platform/logger";

// Who still calls something being retired, noted cheaply: on the request path only a Map
// lookup; the database is written at most once a minute per credential and retired thing, per
// process, with the calls counted in between. A busy integration on a deprecated version costs
// one upsert a minute, not one per request.

export interface NoteDeprecatedCallInput {
  accountId: string;
  /** The caller: an access token (`tok_…`), or the OAuth client (`oac_…`) whose token it was; null notes nothing. */
  credentialId: string | null;
  /** What the request used that is being retired (deprecationsOf); nothing is noted when empty. */
  deprecations: readonly Deprecation[];
  /** Clock for tests. */
  now?: Date;
}

/** How long a sighting is held in memory before it is written again. */
const WRITE_INTERVAL_MS = 60_000;

interface Sighting {
  accountId: string;
  credentialId: string;
  subject: string;
  sunsetAt: string;
  firstSeenAt: Date;
  lastSeenAt: Date;
  /** Calls since the last write. */
  unwritten: number;
  writtenAt: number;
}

const sightings = new Map<string, Sighting>();
/** Writes under way (request paths do not wait for them): a flush waits for them too. */
const inFlight = new Set<Promise<void>>();

/**
 * Notes a call that used something deprecated. Resolves once written (when this call writes);
 * callers on the request path need not wait (`void`): a failed write is logged and the calls
 * are counted again with the next one.
 */
export async function noteDeprecatedCall(input: NoteDeprecatedCallInput): Promise<void> {
  const { credentialId } = input;
  if (!credentialId || input.deprecations.length === 0) return;
  const now = input.now ?? new Date();
  const due: Sighting[] = [];
  for (const deprecation of input.deprecations) {
    const key = `${input.accountId}\u0000${credentialId}\u0000${deprecation.subject}`;
    let sighting = sightings.get(key);
    if (!sighting) {
      sighting = { accountId: input.accountId, credentialId, subject: deprecation.subject, sunsetAt: deprecation.sunsetAt, firstSeenAt: now, lastSeenAt: now, unwritten: 0, writtenAt: -Infinity };
      sightings.set(key, sighting);
    }
    sighting.unwritten += 1;
    if (now > sighting.lastSeenAt) sighting.lastSeenAt = now;
    if (now.getTime() - sighting.writtenAt >= WRITE_INTERVAL_MS) due.push(sighting);
  }
  if (due.length > 0) await write(due, now);
}

/** Writes every sighting not yet written, and waits for the writes under way (a worker's scan, tests). */
export async function flushDeprecatedCalls(now: Date = new Date()): Promise<void> {
  const due = [...sightings.values()].filter((sighting) => sighting.unwritten > 0);
  if (due.length > 0) await write(due, now);
  await Promise.all(inFlight);
}

function write(due: Sighting[], now: Date): Promise<void> {
  const writing = upsert(due, now).finally(() => inFlight.delete(writing));
  inFlight.add(writing);
  return writing;
}

async function upsert(due: Sighting[], now: Date): Promise<void> {
  const counts = due.map((sighting) => sighting.unwritten);
  for (const sighting of due) {
    sighting.unwritten = 0;
    sighting.writtenAt = now.getTime();
  }
  try {
    await getDb()
      .insert(deprecatedCalls)
      .values(
        due.map((sighting, index) => ({
          accountId: sighting.accountId,
          credentialId: sighting.credentialId,
          subject: sighting.subject,
          sunsetAt: sighting.sunsetAt,
          firstSeenAt: sighting.firstSeenAt,
          lastSeenAt: sighting.lastSeenAt,
          callCount: counts[index]!,
        })),
      )
      .onConflictDoUpdate({
        target: [deprecatedCalls.accountId, deprecatedCalls.credentialId, deprecatedCalls.subject],
        set: {
          lastSeenAt: sql`greatest(${deprecatedCalls.lastSeenAt}, excluded.last_seen_at)`,
          sunsetAt: sql`excluded.sunset_at`,
          callCount: sql`${deprecatedCalls.callCount} + excluded.call_count`,
        },
      });
  } catch (error) {
    // Counted again with the next write: a sighting is never lost to one failed write.
    due.forEach((sighting, index) => {
      sighting.unwritten += counts[index]!;
      sighting.writtenAt = -Infinity;
    });
    logger.warn({ error: error instanceof Error ? error.message.slice(0, 300) : String(error) }, "could not note a deprecated call");
  }
}
