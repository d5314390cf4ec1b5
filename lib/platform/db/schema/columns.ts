import { timestamp } from "drizzle-orm/pg-core";

/** A point in time stored with its zone, read back as a Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const createdAt = () => timestamptz("created_at").notNull().defaultNow();
