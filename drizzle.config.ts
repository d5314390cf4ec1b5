import { defineConfig } from "drizzle-kit";

// Migrations are generated from the schema and applied by lib/db/migrate.ts, on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/db/schema/index.ts",
  out: "./lib/db/migrations",
});
