import type { Executor } from "../db/client";
import { events, type Event } from "../db/schema";
import { newId } from "../ids";
import { notifyOnEvent } from "../notifications/notify-on-change";
import type { EventType } from "./catalogue";

export interface EnqueueEventOptions {
  accountId: string;
  type: EventType;
  /** The event's `data`; never a secret. */
  data: Record<string, unknown>;
}

/**
 * Writes an event to the outbox. Pass the transaction of the change that caused it:
 * the event exists exactly when the change does, and the webhook worker delivers it later.
 */
export async function enqueueEvent(executor: Executor, options: EnqueueEventOptions): Promise<Event> {
  const [event] = await executor
    .insert(events)
    .values({ id: newId("evt"), accountId: options.accountId, type: options.type, data: options.data })
    .returning();
  await notifyOnEvent(executor, event!);
  return event!;
}
