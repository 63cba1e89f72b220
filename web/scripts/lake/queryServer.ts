// A stand-in for the Sanity Content Lake's query HTTP API, over an NDJSON file, for tests and
// local runs of the Lake path (SANITY_PROJECT_ID with SANITY_API_HOST). It speaks what
// @sanity/client sends: GET /v<date>/data/query/<dataset>?query=…&$param=<JSON>&perspective=…
// (POST with {query, params} when the URL would be too long), and answers {ms, query, result}, or
// {error: {description, type}} with a 4xx. The file is read again when it changes (a publish).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import { createEmbeddedSource } from "../../lib/content/embeddedSource";
import type { Perspective } from "../../lib/content/perspective";

export type LakeOptions = {
  /** The NDJSON export the stand-in serves. */
  datasetFile: string;
  /** The dataset name in the URL (production). */
  dataset?: string;
  /** The project the client names (X-Sanity-Project-ID); any when unset. */
  projectId?: string;
  /** The read token that sees drafts; any bearer token when unset. */
  token?: string;
};

const QUERY_PATH = /^\/v(\d{4}-\d{2}-\d{2}|1|2021-03-25)\/data\/query\/([\w-]+)$/;
const MAX_BODY_BYTES = 1024 * 1024;

/** The API's perspective names; `previewDrafts` is the old name of `drafts`. */
const PERSPECTIVES: Record<string, Perspective> = {
  published: "published",
  drafts: "drafts",
  previewDrafts: "drafts",
  raw: "raw",
};

class LakeError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    description: string,
  ) {
    super(description);
  }
}

function reply(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
  });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new LakeError(413, "requestTooLarge", "The request body is too large");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** `$name=<JSON>` URL parameters, as the client encodes them, into query parameters. */
function urlParams(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, value] of search) {
    if (!key.startsWith("$")) continue;
    try {
      params[key.slice(1)] = JSON.parse(value);
    } catch {
      throw new LakeError(400, "queryParseError", `Parameter "${key}" is not valid JSON`);
    }
  }
  return params;
}

/**
 * The perspective a request reads with. Drafts are only ever visible to an authenticated request,
 * as on the Lake: without a valid token every perspective reads the published documents.
 * API versions from 2025-02-19 default to `published`, older ones to `raw`.
 */
function perspectiveOf(search: URLSearchParams, version: string, authorized: boolean): Perspective {
  const asked = search.get("perspective");
  if (asked !== null && !(asked in PERSPECTIVES)) {
    throw new LakeError(400, "validationError", `Unknown perspective "${asked}"`);
  }
  const perspective =
    asked !== null ? (PERSPECTIVES[asked] as Perspective) : version >= "2025-02-19" ? "published" : "raw";
  return authorized ? perspective : "published";
}

export function createLakeServer(options: LakeOptions): Server {
  const source = createEmbeddedSource(options.datasetFile);
  const datasetName = options.dataset ?? "production";

  const authorized = (req: IncomingMessage) => {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    return bearer !== undefined && (options.token === undefined || bearer === options.token);
  };

  async function answer(req: IncomingMessage, res: ServerResponse) {
    const started = performance.now();
    const url = new URL(req.url ?? "/", "http://lake.local");
    if (url.pathname === "/health") return reply(res, 200, { ok: true });
    const match = QUERY_PATH.exec(url.pathname);
    if (!match) throw new LakeError(404, "notFound", `No such endpoint: ${url.pathname}`);
    const [, version = "", dataset] = match;
    if (dataset !== datasetName) throw new LakeError(404, "notFound", `Dataset "${dataset}" not found`);
    const project = req.headers["x-sanity-project-id"];
    if (options.projectId && project !== undefined && project !== options.projectId) {
      throw new LakeError(404, "notFound", `Project "${project}" not found`);
    }
    let query = url.searchParams.get("query");
    let params = urlParams(url.searchParams);
    if (req.method === "POST") {
      let body: { query?: unknown; params?: unknown };
      try {
        body = JSON.parse(await readBody(req));
      } catch (error) {
        if (error instanceof LakeError) throw error;
        throw new LakeError(400, "invalidJson", "The request body is not valid JSON");
      }
      if (typeof body.query === "string") query = body.query;
      if (body.params && typeof body.params === "object") params = body.params as Record<string, unknown>;
    } else if (req.method !== "GET") {
      throw new LakeError(405, "methodNotAllowed", `${req.method} is not allowed here`);
    }
    if (!query) throw new LakeError(400, "validationError", "Missing query");
    const perspective = perspectiveOf(url.searchParams, version, authorized(req));
    let result: unknown;
    try {
      result = await source.fetch(query, params, [], perspective);
    } catch (error) {
      throw new LakeError(400, "queryParseError", (error as Error).message);
    }
    reply(res, 200, { ms: Math.round(performance.now() - started), query, result });
  }

  return createServer((req, res) => {
    answer(req, res).catch((error: unknown) => {
      if (error instanceof LakeError) {
        reply(res, error.status, { error: { description: error.message, type: error.type }, statusCode: error.status });
      } else {
        reply(res, 500, { error: { description: "Internal error", type: "internalError" }, statusCode: 500 });
        console.error("[lake] query failed:", error);
      }
    });
  });
}
