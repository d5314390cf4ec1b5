import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";

// Once per run of the PGlite project: one migrated embedded database, dumped to a file that each
// test file's database starts from (setup-database.ts). An empty PGlite runs initdb inside WASM,
// about 2 s on this machine, and migrating adds more; loading the dump takes about 0.7 s.

declare module "vitest" {
  interface ProvidedContext {
    pgliteTemplateFile: string;
  }
}

export default async function createPgliteTemplate(project: TestProject) {
  const file = path.join(os.tmpdir(), `mis-pglite-template-${process.pid}.tar`);
  const database = await PGlite.create("memory://");
  try {
    await migrate(drizzle(database), { migrationsFolder: path.join(process.cwd(), "lib/platform/db/migrations") });
    const dump = await database.dumpDataDir("none");
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide("pgliteTemplateFile", file);
  return () => fs.rmSync(file, { force: true });
}
