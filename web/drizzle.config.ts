import { defineConfig } from "drizzle-kit";

// One migration set for both databases; generated with `npm run db:generate`, applied at start-up.
export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/server/db/schema.ts",
  out: "./lib/server/db/migrations",
});
