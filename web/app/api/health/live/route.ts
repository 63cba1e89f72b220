/** GET /api/health/live: the process answers (a restart is due when it does not). Touches nothing else. */
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json({ status: "live" });
}
