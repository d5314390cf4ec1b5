import { pgEnum } from "drizzle-orm/pg-core";
import { accessScopes } from "../../schemas/vocabulary";

/** Shared by access tokens and OAuth clients' scope ceilings (its own file: the two tables refer to each other). */
export const accessScope = pgEnum("access_scope", accessScopes);
