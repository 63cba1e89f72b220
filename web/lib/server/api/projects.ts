import { object } from "yup";
import { requireRole, signedInUser } from "@/lib/server/auth/session";
import { HttpError, json } from "@/lib/server/http/responses";
import { route } from "@/lib/server/http/route";
import { sameSecret } from "@/lib/server/http/sameSecret";
import { findCustomer, findCustomerById } from "@/lib/server/leads/customers";
import { moveProjectStage, projectProgress } from "@/lib/server/leads/projectStage";
import { projectStageSchema } from "./schemas";

/**
 * POST /api/projects/stage: an installer moves a project. Staff signed in, or a machine caller with
 * the admin bearer token (an installer's own system).
 */
export const handleProjectStage = route(
  { name: "project_stage", schema: projectStageSchema, auth: "none" },
  async (input, { db, request, config }) => {
    const bearer = request.headers.get("authorization")?.replace(/^Bearer\s+/i, "");
    const byToken = Boolean(bearer) && sameSecret(bearer, config.adminToken);
    const changedBy = byToken ? "admin-token" : (await requireRole(request, ["staff"])).id;
    const customer = await findCustomer(db, input.customer_token);
    if (!customer)
      throw new HttpError(404, "No project has this token.", { customer_token: "No project has this token." });
    await moveProjectStage(db, customer.id, input.stage, changedBy);
    return json(await projectProgress(db, customer.id));
  },
);

/**
 * GET /api/account/project: the signed-in homeowner's lead token (their record is then read as
 * spec 7 reads it, show_token_customer) and project stage. The lead comes from the account, never
 * from a parameter: one homeowner cannot ask for another's.
 */
export const handleMyProject = route(
  { name: "account_project", schema: object({}), auth: "none", source: "query" },
  async (_input, { db, request }) => {
    const user = await requireRole(request, ["homeowner"]);
    const customer = user.customerRef === null ? null : await findCustomerById(db, user.customerRef);
    if (!customer) throw new HttpError(404, "This account has no project.");
    return json({ token: customer.token, ...(await projectProgress(db, customer.id)) });
  },
);

/** GET /api/account/me: who is signed in (401 for nobody). */
export const handleMe = route(
  { name: "account_me", schema: object({}), auth: "none", source: "query" },
  async (_input, { request }) => {
    const user = await signedInUser(request.headers);
    if (!user) throw new HttpError(401, "Sign in to continue.");
    return json({ user: { id: user.id, name: user.name, username: user.username, role: user.role } });
  },
);
