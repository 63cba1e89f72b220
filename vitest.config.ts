import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const web = fileURLToPath(new URL("./web", import.meta.url));

/**
 * One Vitest run for the whole repo. The integration project needs `next build` first
 * (the test command does that) and starts the production server itself.
 */
export default defineConfig({
  resolve: { alias: { "@": web } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: "studio", root: "./studio", include: ["**/*.test.ts"], environment: "node" },
      },
      {
        extends: true,
        test: {
          name: "web",
          root: "./web",
          include: ["**/*.test.{ts,tsx}"],
          exclude: ["**/node_modules/**", "**/.next/**", "tests/**", "lib/content/dataset.test.ts"],
          environment: "node",
          setupFiles: ["./tests/setup.ts"],
        },
      },
      {
        // The Studio's validation of the whole embedded dataset: a minute of CPU, so it runs with
        // the content checks (npm run check:content) and npm test, not with the unit tests.
        extends: true,
        test: { name: "content", root: "./web", include: ["lib/content/dataset.test.ts"], environment: "node" },
      },
      {
        extends: true,
        test: {
          name: "integration",
          root: "./web/tests/integration",
          include: ["**/*.test.ts"],
          environment: "node",
          globalSetup: ["./server.ts"],
          // Test files start servers of their own on fixed ports: one file at a time.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
