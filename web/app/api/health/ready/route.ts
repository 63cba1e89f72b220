import { readiness } from "@/lib/server/health/readiness";

/** GET /api/health/ready: 200 when the database, the shared cache and the content answer, else 503 naming what did not. */
export const dynamic = "force-dynamic";

export async function GET() {
  const { ready, parts } = await readiness();
  return Response.json({ status: ready ? "ready" : "not ready", parts }, { status: ready ? 200 : 503 });
}
