import { sql } from "drizzle-orm";
import { SESSION_IDLE_LIMIT_MS } from "../sessions";
import { deleteInBatches } from "./delete-in-batches";
import { removedBy, type RemoveOldRowsOptions } from "./remove-old-rows";

// Rows that are not a log but stop being needed at some point: outbox events once nothing can
// send them again, sessions once they can no longer be used, a module's old state changes once a
// newer one says where it stands, idempotency keys once they answer no retry. Batched like the
// logs, oldest first.

/**
 * Outbox events fanned out before the cutoff that no delivery refers to any more. A delivery
 * (pending, or finished and still resendable within its own retention) keeps its event: the
 * event is the payload a retry or resend signs and sends, and deleting it would cascade to the
 * delivery. An event not yet fanned out is never removed (the worker still needs it). The walk
 * follows `events_pending_fan_out_idx` (fanned_out_at first); the reference check
 * `webhook_deliveries_event_idx`.
 */
export function removeSpentEvents({ executor, cutoff, ...limits }: RemoveOldRowsOptions): Promise<number> {
  return deleteInBatches(
    (batchSize) =>
      removedBy(
        executor,
        sql`with removed as (
              delete from events where id in (
                select e.id from events e
                where e.fanned_out_at < ${cutoff.toISOString()}::timestamptz
                  and not exists (select 1 from webhook_deliveries d where d.event_id = e.id)
                order by e.fanned_out_at limit ${batchSize})
              returning 1)
            select count(*)::int as removed from removed`,
      ),
    limits,
  );
}

/**
 * Customer-area sessions that ended (signed out, ended from another session, a password change
 * or reset) before the cutoff, or expired before it (idle past the JWT's lifetime, so their cookie
 * is dead). A live session is never removed. Both kinds were last seen before the cutoff, which
 * bounds the walk on `user_sessions_last_seen_idx`.
 */
export function removeEndedSessions({ executor, cutoff, ...limits }: RemoveOldRowsOptions): Promise<number> {
  const expiredIfSeenBefore = new Date(cutoff.getTime() - SESSION_IDLE_LIMIT_MS);
  return deleteInBatches(
    (batchSize) =>
      removedBy(
        executor,
        sql`with removed as (
              delete from user_sessions where id in (
                select id from user_sessions
                where last_seen_at < ${cutoff.toISOString()}::timestamptz
                  and (ended_at < ${cutoff.toISOString()}::timestamptz
                       or (ended_at is null and last_seen_at < ${expiredIfSeenBefore.toISOString()}::timestamptz))
                order by last_seen_at limit ${batchSize})
              returning 1)
            select count(*)::int as removed from removed`,
      ),
    limits,
  );
}

/**
 * A module's state changes from before the cutoff, except its newest: the module page's history
 * always says how the module came to be in its state, however long it has stayed there. The walk
 * follows `module_state_transitions_occurred_idx`; the newer-change check the module's own index.
 */
export function removeOldModuleTransitions({ executor, cutoff, ...limits }: RemoveOldRowsOptions): Promise<number> {
  return deleteInBatches(
    (batchSize) =>
      removedBy(
        executor,
        sql`with removed as (
              delete from module_state_transitions where id in (
                select t.id from module_state_transitions t
                where t.occurred_at < ${cutoff.toISOString()}::timestamptz
                  and exists (select 1 from module_state_transitions n
                              where n.module_id = t.module_id and (n.occurred_at, n.id) > (t.occurred_at, t.id))
                order by t.occurred_at limit ${batchSize})
              returning 1)
            select count(*)::int as removed from removed`,
      ),
    limits,
  );
}

/**
 * Idempotency keys stored before the cutoff (24 h ago): they answer no retry any more, and a
 * reuse of the key is a new request (lib/domains/modules/module-token-idempotency.ts). The walk
 * follows `idempotency_keys_created_idx`.
 */
export function removeExpiredIdempotencyKeys({ executor, cutoff, ...limits }: RemoveOldRowsOptions): Promise<number> {
  return deleteInBatches(
    (batchSize) =>
      removedBy(
        executor,
        sql`with removed as (
              delete from idempotency_keys where (account_id, key) in (
                select account_id, key from idempotency_keys
                where created_at < ${cutoff.toISOString()}::timestamptz
                order by created_at limit ${batchSize})
              returning 1)
            select count(*)::int as removed from removed`,
      ),
    limits,
  );
}
