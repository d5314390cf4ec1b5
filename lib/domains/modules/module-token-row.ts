import type { Module } from "../../platform/db/schema";
import { newId } from "../../platform/ids";
import { hashModuleToken, moduleTokenHint } from "./cloud-platform/module-token-format";

/** The stored form of a module's token: its hash and a hint, never the token itself. */
export function moduleTokenRow(module: Pick<Module, "id" | "accountId">, token: string, createdAt: Date) {
  return { id: newId("mtk"), moduleId: module.id, accountId: module.accountId, tokenHash: hashModuleToken(token), tokenHint: moduleTokenHint(token), createdAt };
}
