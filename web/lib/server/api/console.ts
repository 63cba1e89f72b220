import { object } from "yup";
import { requireRole } from "@/lib/server/auth/session";
import { experimentReport } from "@/lib/server/console/experiments";
import { funnel } from "@/lib/server/console/funnel";
import { leadDetail, leadsCsv, recordingEvents, searchLeads } from "@/lib/server/console/leads";
import { HttpError, json } from "@/lib/server/http/responses";
import { route } from "@/lib/server/http/route";
import { consoleCsvSchema, consoleFunnelSchema, consoleLeadsSchema, consoleTokenSchema } from "./schemas";

/**
 * The staff console's reads (issue 10): staff only (401 signed out, 403 another role), checked
 * before anything is read. Staff see leads' contact details: it is their job; sensitive answers
 * stay sealed.
 */
const staffOnly = (request: Request) => requireRole(request, ["staff"]);
const notFound = () => new HttpError(404, "No lead has this token.", { token: "No lead has this token." });

/** GET /api/console/leads?q&brand&flow&from&to&status&page */
export const handleConsoleLeads = route(
  { name: "console_leads", schema: consoleLeadsSchema, auth: "none", source: "query" },
  async (input, { db, request }) => {
    await staffOnly(request);
    return json(await searchLeads(db, input, input.page ?? 0));
  },
);

/** GET /api/console/lead?token=…: one lead with its consent evidence. */
export const handleConsoleLead = route(
  { name: "console_lead", schema: consoleTokenSchema, auth: "none", source: "query" },
  async (input, { db, request }) => {
    await staffOnly(request);
    const lead = await leadDetail(db, input.token);
    if (!lead) throw notFound();
    return json(lead);
  },
);

/** GET /api/console/leads.csv?…: the filtered leads, streamed as CSV. */
export const handleConsoleCsv = route(
  { name: "console_csv", schema: consoleCsvSchema, auth: "none", source: "query" },
  async (input, { db, request }) => {
    await staffOnly(request);
    const lines = leadsCsv(db, input);
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = await lines.next();
        if (next.done) controller.close();
        else controller.enqueue(new TextEncoder().encode(next.value));
      },
    });
    return new Response(body, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
        "cache-control": "no-store",
      },
    });
  },
);

/** GET /api/console/funnel?flow&brand&from&to */
export const handleConsoleFunnel = route(
  { name: "console_funnel", schema: consoleFunnelSchema, auth: "none", source: "query" },
  async (input, { db, request }) => {
    await staffOnly(request);
    return json(await funnel(db, input));
  },
);

/** GET /api/console/recording?token=…: the lead's rrweb events, for the replayer. */
export const handleConsoleRecording = route(
  { name: "console_recording", schema: consoleTokenSchema, auth: "none", source: "query" },
  async (input, { db, request }) => {
    await staffOnly(request);
    const events = await recordingEvents(db, input.token);
    if (!events) throw notFound();
    return json({ events });
  },
);

/** GET /api/console/experiments */
export const handleConsoleExperiments = route(
  { name: "console_experiments", schema: object({}), auth: "none", source: "query" },
  async (_input, { db, request }) => {
    await staffOnly(request);
    return json({ variants: await experimentReport(db) });
  },
);
