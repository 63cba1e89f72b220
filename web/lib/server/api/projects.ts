import { asc, eq } from "drizzle-orm";
import { object } from "yup";
import { PROJECT_CLAIMED } from "@/lib/server/auth/accounts";
import { requireRole, signedInUser } from "@/lib/server/auth/session";
import { customers, homeownerProjects } from "@/lib/server/db/schema";
import { HttpError, json } from "@/lib/server/http/responses";
import { route } from "@/lib/server/http/route";
import { sameSecret } from "@/lib/server/http/sameSecret";
import { findCustomer } from "@/lib/server/leads/customers";
import { moveProjectStage, projectProgress } from "@/lib/server/leads/projectStage";
import { claimableLead } from "./accounts";
import { addProjectSchema, projectStageSchema } from "./schemas";

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
 * GET /api/account/project: the signed-in homeowner's projects, oldest first: each lead's token
 * (its record is then read as spec 7 reads it, show_token_customer) and project stage. The leads
 * come from the account, never from a parameter: one homeowner cannot ask for another's.
 */
export const handleMyProjects = route(
  { name: "account_project", schema: object({}), auth: "none", source: "query" },
  async (_input, { db, request }) => {
    const user = await requireRole(request, ["homeowner"]);
    const owned = await db
      .select({ id: customers.id, token: customers.token })
      .from(homeownerProjects)
      .innerJoin(customers, eq(customers.id, homeownerProjects.customerId))
      .where(eq(homeownerProjects.userId, user.id))
      .orderBy(asc(homeownerProjects.id));
    const projects = [];
    for (const project of owned) projects.push({ token: project.token, ...(await projectProgress(db, project.id)) });
    return json({ projects });
  },
);

/**
 * POST /api/account/project: a signed-in homeowner adds the project of a link (its lead token) to
 * their account: a second project made with the account's e-mail (issue 58 item 4). A lead made
 * with another e-mail, or someone else's, is refused.
 */
export const handleAddProject = route(
  { name: "account_project_add", schema: addProjectSchema, auth: "none" },
  async (input, { db, request }) => {
    const user = await requireRole(request, ["homeowner"]);
    const { customer, email, claimedBy } = await claimableLead(db, input.token);
    if (claimedBy === user.id) return json({ added: false, token: customer.token });
    if (claimedBy) throw new HttpError(409, PROJECT_CLAIMED, { token: PROJECT_CLAIMED });
    if (email.toLowerCase() !== user.email.toLowerCase()) {
      throw new HttpError(403, OTHER_EMAIL, { token: OTHER_EMAIL });
    }
    const [added] = await db
      .insert(homeownerProjects)
      .values({ userId: user.id, customerId: customer.id })
      .onConflictDoNothing()
      .returning({ id: homeownerProjects.id });
    if (!added) throw new HttpError(409, PROJECT_CLAIMED, { token: PROJECT_CLAIMED });
    return json({ added: true, token: customer.token }, 201);
  },
);

/** Words of a project link whose lead was made with another e-mail than the account's. */
export const OTHER_EMAIL = "This project was made with another e-mail address: it cannot join this account.";

/** GET /api/account/me: who is signed in (401 for nobody). */
export const handleMe = route(
  { name: "account_me", schema: object({}), auth: "none", source: "query" },
  async (_input, { request }) => {
    const user = await signedInUser(request.headers);
    if (!user) throw new HttpError(401, "Sign in to continue.");
    return json({ user: { id: user.id, name: user.name, username: user.username, role: user.role } });
  },
);
