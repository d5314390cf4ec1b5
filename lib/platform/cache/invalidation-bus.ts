import type { Executor } from "../db/client";
import { processGlobal } from "../process-globals";

// What the in-process caches hear about: a change that makes a cached value wrong. The database
// sends every such message itself (triggers, migration 0007) to every process LISTENing; the
// writing process also applies its own at once. Receiving one twice does no harm.

export type Invalidation =
  | { kind: "access-token"; tokenId: string }
  | { kind: "account-modules"; accountId: string }
  /** The account's default /v1 version changed (upgrade or rollback). */
  | { kind: "account-api-version"; accountId: string };

/** The NOTIFY channel, named as well in the triggers of migration 0007; a plain identifier. */
export const INVALIDATION_CHANNEL = "mis_cache_invalidation";

type Listener = (invalidation: Invalidation) => void;

interface BusState {
  listeners: Set<Listener>;
  /** Called when delivery from other instances starts or resumes: messages may have been missed. */
  resetListeners: Set<() => void>;
  /** Whether the database's messages currently arrive (LISTEN holds). */
  listening: boolean;
  /**
   * Per kind of message: rises on every delivery of that kind and on every reset, so a cache can
   * tell that a fill raced with a change. Per kind, so that a busy stream of one kind (progress
   * ticks of many syncing modules) does not keep the other kind's cache from ever filling.
   */
  generations: Record<Invalidation["kind"], number>;
}

// One bus per process (lib/platform/process-globals.ts), whichever copy of lib/ a cache lives in.
const slot = processGlobal<BusState>("invalidationBus");

export function busState(): BusState {
  return slot.get() ?? slot.set({ listeners: new Set(), resetListeners: new Set(), listening: false, generations: { "access-token": 0, "account-modules": 0, "account-api-version": 0 } });
}

export function onInvalidation(listener: Listener): void {
  busState().listeners.add(listener);
}

export function onDeliveryReset(listener: () => void): void {
  busState().resetListeners.add(listener);
}

/** Applies one message in this process. */
export function deliver(invalidation: Invalidation): void {
  const state = busState();
  state.generations[invalidation.kind]++;
  for (const listener of state.listeners) listener(invalidation);
}

/** Marks delivery from other instances as up or down; either way, what is cached may be stale. */
export function setListening(listening: boolean): void {
  const state = busState();
  state.listening = listening;
  for (const kind of Object.keys(state.generations) as Invalidation["kind"][]) state.generations[kind]++;
  for (const listener of state.resetListeners) listener();
}

export function parseInvalidation(text: string): Invalidation | null {
  try {
    const value = JSON.parse(text) as Partial<Invalidation> & Record<string, unknown>;
    if (value.kind === "access-token" && typeof value.tokenId === "string") return { kind: value.kind, tokenId: value.tokenId };
    if ((value.kind === "account-modules" || value.kind === "account-api-version") && typeof value.accountId === "string") return { kind: value.kind, accountId: value.accountId };
  } catch {
    // A foreign or garbled message is ignored; the safety TTL still bounds staleness.
  }
  return null;
}

/** Messages queued by a transaction run through `transactionInvalidating`, applied once it commits. */
const pendingByTransaction = new WeakMap<object, Invalidation[]>();

export function pendingInvalidationsOf(tx: Executor): Invalidation[] | undefined {
  return pendingByTransaction.get(tx);
}

export function trackTransaction(tx: Executor, queue: Invalidation[]): void {
  pendingByTransaction.set(tx, queue);
}
