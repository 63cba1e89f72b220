/**
 * How Next built this code, not a setting: Next replaces `process.env.NODE_ENV` in the code it
 * bundles when it builds ("production" for `next build`, "development" under `next dev`),
 * whatever NODE_ENV the server later runs with (a test runner's "test", say). For what follows
 * from the build: the development CSP, cookies' Secure flag, a production build's start checks.
 * The setting itself, as the server runs, is serverEnv().NODE_ENV (parse.mjs).
 */
export const productionBuild = process.env.NODE_ENV === "production";
export const developmentBuild = process.env.NODE_ENV === "development";
