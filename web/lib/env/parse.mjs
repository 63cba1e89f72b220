// Reading the environment against the schema (schema.mjs): once per process for the site, on
// demand for the variables a build, a test or a bench reads.
import { z } from "zod";
import { ALL, RULES, SITE_SCHEMA, VARIABLE_INFO } from "./schema.mjs";

/** @typedef {Readonly<Record<string, string | undefined>>} RawEnv */
/** @typedef {z.output<typeof SITE_SCHEMA>} SiteEnv */

/** Every problem found, one line each, each naming its variable. */
export class EnvError extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(problems.join("\n"));
    this.name = "EnvError";
    this.problems = problems;
  }
}

/** A value as the schema sees it: trimmed, and blank taken as unset (`NAME=` in a unit file). */
const normalised = (/** @type {string | undefined} */ value) => value?.trim() || undefined;

/** @param {z.ZodType} schema */
const accepts = (schema) =>
  (schema instanceof z.ZodDefault || schema instanceof z.ZodOptional ? schema.unwrap() : schema).description;

/**
 * @template {z.ZodObject} S
 * @param {S} schema
 * @param {RawEnv} raw
 * @returns {z.output<S>}
 */
function checked(schema, raw) {
  /** @type {Record<string, string | undefined>} */
  const input = {};
  for (const name of Object.keys(schema.shape)) input[name] = normalised(raw[name]);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const names = [...new Set(result.error.issues.map((issue) => String(issue.path[0])))];
  throw new EnvError(
    names.map((name) => {
      const declared = /** @type {z.ZodType} */ (ALL[/** @type {keyof typeof ALL} */ (name)]);
      const got = VARIABLE_INFO.get(declared)?.secret ? "" : `, got ${JSON.stringify(input[name])}`;
      return `${name} must be ${accepts(declared)}${got}`;
    }),
  );
}

/** A server in production, not `next build` (which runs with NODE_ENV=production too). */
const servesProduction = (/** @type {SiteEnv} */ env) =>
  env.NODE_ENV === "production" && env.NEXT_PHASE !== "phase-production-build";

/**
 * The site's variables from `raw`, typed and defaulted. Throws an EnvError naming every variable
 * that is malformed, missing beside the one it goes with, or missing where production needs it.
 * @param {RawEnv} raw
 * @returns {SiteEnv}
 */
export function parseEnv(raw) {
  const env = checked(SITE_SCHEMA, raw);
  /** @type {Record<string, unknown>} */
  const values = env;
  const problems = [];
  for (const [name, schema] of Object.entries(SITE_SCHEMA.shape)) {
    const info = VARIABLE_INFO.get(schema);
    if (!info || values[name] !== undefined) continue;
    if (info.requiredWith && values[info.requiredWith] !== undefined) {
      problems.push(`${name} is required with ${info.requiredWith}`);
    }
    if (info.inProductionWith && values[info.inProductionWith] !== undefined && servesProduction(env)) {
      problems.push(`${name} is required with ${info.inProductionWith} in production: ${info.why}`);
    }
  }
  for (const rule of RULES) {
    const problem = rule(env);
    if (problem) problems.push(problem);
  }
  if (problems.length > 0) throw new EnvError(problems);
  return env;
}

/**
 * Some variables alone, typed and defaulted: what next.config.ts checks at build time, and the
 * knobs of tests and benches.
 * @template {keyof typeof ALL} K
 * @param {RawEnv} raw
 * @param {readonly K[]} names
 * @returns {{ [N in K]: z.output<(typeof ALL)[N]> }}
 */
export function pickEnv(raw, names) {
  const shape = Object.fromEntries(names.map((name) => [name, ALL[name]]));
  return /** @type {any} */ (checked(z.object(shape), raw));
}

const memo = /** @type {{ homefrontEnv?: SiteEnv }} */ (globalThis);

/**
 * This process's settings, parsed at the first call and kept. On globalThis: server.mjs, the
 * files Next loads unbundled and each of Next's bundles have their own copy of this module, but
 * one process has one environment.
 * @returns {SiteEnv}
 */
export function serverEnv() {
  memo.homefrontEnv ??= parseEnv(process.env);
  return memo.homefrontEnv;
}

/**
 * serverEnv() where the server starts (server.mjs, instrumentation.ts): a problem ends the
 * process with one line for each, before any visitor is served.
 * @returns {SiteEnv}
 */
export function startupEnv() {
  try {
    return serverEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    for (const problem of error.problems) console.error(`[config] ${problem}`);
    process.exit(1);
  }
}
