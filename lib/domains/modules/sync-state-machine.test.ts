import { describe, expect, it } from "vitest";
import { syncState } from "../../platform/db/schema";
import type { SyncState } from "../../platform/schemas/vocabulary";
import { isAppError } from "../../platform/errors/app-error";
import { assertTransition, canTransition } from "./sync-state-machine";

// The contract, written out as the pairs it allows; every other pair must be refused.
const allowed = new Set([
  "pending→syncing",
  "syncing→synced",
  "syncing→failed",
  "synced→syncing",
  "failed→syncing",
  "pending→paused",
  "syncing→paused",
  "synced→paused",
  "failed→paused",
  "paused→pending",
]);

const states = syncState.enumValues as readonly SyncState[];
const pairs = states.flatMap((from) => states.map((to) => [from, to] as const));

describe("sync state machine", () => {
  it.each(pairs.filter(([from, to]) => allowed.has(`${from}→${to}`)))("allows %s → %s", (from, to) => {
    expect(canTransition(from, to)).toBe(true);
    expect(() => assertTransition(from, to)).not.toThrow();
  });

  it.each(pairs.filter(([from, to]) => !allowed.has(`${from}→${to}`)))("refuses %s → %s", (from, to) => {
    expect(canTransition(from, to)).toBe(false);
    let thrown: unknown;
    try {
      assertTransition(from, to);
    } catch (error) {
      thrown = error;
    }
    expect(isAppError(thrown, "invalid_state_transition")).toBe(true);
  });

  it("covers all 25 pairs", () => {
    expect(pairs).toHaveLength(25);
    expect(pairs.filter(([from, to]) => canTransition(from, to))).toHaveLength(allowed.size);
  });
});
