import type { Executor } from "../../platform/db/client";
import { events, type Event } from "../../platform/db/schema";
import { newId } from "../../platform/ids";
import type { EventType } from "../../platform/schemas/event-catalogue";
import { notifyWork, WORK_CHANNELS } from "../../platform/polling/work-notifications";
import { currentTraceParent, inSpan } from "../../platform/telemetry/spans";

export interface EnqueueEventOptions {
  accountId: string;
  type: EventType;
  /** The event's `data`; never a secret. */
  data: Record<string, unknown>;
  /** When it happened; defaults to the database's now. */
  occurredAt?: Date;
  /** Set for an event written with its deliveries already made (a test event): fan-out skips it. */
  fannedOutAt?: Date;
}

/**
 * Writes an event to the outbox. Pass the transaction of the change that caused it:
 * the event exists exactly when the change does, and the webhook worker, woken by the commit,
 * delivers it.
 */
export function enqueueEvent(executor: Executor, options: EnqueueEventOptions): Promise<Event> {
  // The hand-off's span context travels with the event, so its deliveries continue this trace.
  return inSpan("outbox.enqueue", { attributes: { "event.type": options.type } }, async () => {
    const [event] = await executor
      .insert(events)
      .values({ id: newId("evt"), ...options, traceParent: currentTraceParent() })
      .returning();
    await notifyWork(executor, WORK_CHANNELS.webhooks);
    return event!;
  });
}
