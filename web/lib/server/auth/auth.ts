import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { username } from "better-auth/plugins";
import { ValidationError } from "yup";
import { type SiteEnv, serverEnv } from "@/lib/env/parse.mjs";
import { type Database, database } from "@/lib/server/db";
import { authAccounts, authRateLimits, authSessions, authUsers, authVerifications } from "@/lib/server/db/schema";
import { generatedSecret } from "@/lib/server/http/generatedSecret";
import { log } from "@/lib/server/log";
import { passwordSchema, usernameSchema } from "@/lib/validation/fields";
import { authLogger } from "./authLogger";
import { authMailer } from "./mailer";
import { messageLinkOrigin } from "./messageLinks";
import { unverifiedPartnerSignIn } from "./unverifiedPartner";

/** The header our auth route sets from the socket's address (server.mjs), replacing any sent. */
export const CLIENT_IP_HEADER = "x-homefront-client-ip";

/** The public secret outside production (`next dev`, unit tests): it is in this repository. */
const DEV_AUTH_SECRET = "homefront-development-auth-secret-not-for-production";

const minute = 60;

export const UNVERIFIED_PARTNER = "Confirm your e-mail address first: open the link we sent you.";

/** Paths whose body carries a new password, and its field there. */
const NEW_PASSWORD_FIELD: Record<string, string> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
};

async function firstProblem(schema: typeof passwordSchema, value: unknown): Promise<string | null> {
  try {
    await schema.validate(value);
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

/** Host of a request, for its own origin (CSRF checks compare the browser's Origin with it). */
const hostOf = (request?: Request) => request?.headers.get("host") ?? null;

/** Sign-in attempts one address may make a minute, on every sign-in path together (handler.ts). */
export const signInLimitPerMinute = () => serverEnv().SIGN_IN_LIMIT_PER_MINUTE;

/** How long a partner's e-mail confirmation link works. */
export const EMAIL_VERIFICATION_SECONDS = 24 * 60 * minute;

/** The secret that signs sessions: BETTER_AUTH_SECRET, generated in production, public in development. */
function secretOf(env: SiteEnv): string {
  const production = env.NODE_ENV === "production";
  return env.BETTER_AUTH_SECRET ?? (production ? generatedSecret("auth_secret", env) : DEV_AUTH_SECRET);
}

export function createAuth(db: Database, env: SiteEnv = serverEnv()) {
  const secret = secretOf(env);
  return betterAuth({
    appName: "Homefront",
    secret,
    basePath: "/api/auth",
    // Every brand host signs in on its own domain. /api/auth is only reached through our route
    // (lib/server/auth/handler.ts), and a browser's Origin must be the host it asked (below).
    baseURL: { allowedHosts: ["*"] },
    trustedOrigins: (request) => {
      const host = hostOf(request);
      return host ? [`https://${host}`, `http://${host}`] : [];
    },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: authUsers,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
        rateLimit: authRateLimits,
      },
    }),
    user: {
      additionalFields: {
        // Set by our own routes (lib/server/auth/accounts.ts), never by a sign-up body.
        role: { type: "string", required: false, defaultValue: "homeowner", input: false },
      },
    },
    session: { expiresIn: 7 * 24 * 60 * minute, updateAge: 24 * 60 * minute },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * minute,
      sendResetPassword: async ({ user, token }, request) => {
        // The brand's own domain from content, never the request's Host (issue 57 item 1).
        const origin = await messageLinkOrigin(request);
        if (!origin) {
          log.warn({ userId: user.id }, "[mail] no reset link sent: the request's host is none of the brands'");
          return;
        }
        const link = `${origin}/reset-password?token=${encodeURIComponent(token)}`;
        await (await authMailer()).send({
          kind: "password-reset",
          to: user.email,
          userId: user.id,
          subject: "Reset your password",
          text: `Someone asked to reset the password of your account. If it was you, open this link within an hour:\n\n${link}\n\nIf not, ignore this message: your password stays as it is.`,
        });
      },
    },
    emailVerification: {
      // Partners confirm their e-mail before their account opens (lib/server/auth/accounts.ts
      // sends the link); opening it signs them in.
      autoSignInAfterVerification: true,
      expiresIn: EMAIL_VERIFICATION_SECONDS,
    },
    logger: authLogger,
    plugins: [
      username({
        minUsernameLength: 4,
        maxUsernameLength: 64,
        usernameValidator: (value) => usernameSchema.isValidSync(value),
      }),
    ],
    rateLimit: {
      enabled: true,
      storage: "database",
      window: minute,
      max: 120,
      customRules: {
        // Sign-in attempts are counted per address by our route, across paths (handler.ts), in
        // place of better-auth's own count per path (3 in 10 s by default).
        "/sign-in/username": false,
        "/request-password-reset": { window: minute, max: 3 },
        "/reset-password": { window: minute, max: 10 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // http-only always; Secure unless AUTH_INSECURE_COOKIES=1 (a plain-http test machine).
      useSecureCookies: !env.AUTH_INSECURE_COOKIES,
      cookiePrefix: "homefront",
    },
    telemetry: { enabled: false },
    hooks: {
      // Spec 5's password rules wherever a password is chosen, with its messages.
      before: createAuthMiddleware(async (ctx) => {
        // A partner whose e-mail is not confirmed yet cannot sign in (issue 57 item 9).
        if (ctx.path === "/sign-in/username" && (await unverifiedPartnerSignIn(db, ctx))) {
          throw new APIError("FORBIDDEN", { message: UNVERIFIED_PARTNER, code: "EMAIL_NOT_VERIFIED" });
        }
        const field = NEW_PASSWORD_FIELD[ctx.path];
        if (!field) return;
        const problem = await firstProblem(passwordSchema, (ctx.body as Record<string, unknown> | undefined)?.[field]);
        if (problem) throw new APIError("BAD_REQUEST", { message: problem, code: "PASSWORD_RULES" });
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const globalForAuth = globalThis as { homefrontAuth?: Promise<Auth> };

/** The process-wide auth, over the process-wide database. */
export function getAuth(): Promise<Auth> {
  globalForAuth.homefrontAuth ??= database().then((handle) => createAuth(handle.db));
  globalForAuth.homefrontAuth.catch(() => {
    globalForAuth.homefrontAuth = undefined;
  });
  return globalForAuth.homefrontAuth;
}

/** The process's auth secret, which every server on one database shares (keys derive from it). */
export async function authSecret(): Promise<string> {
  return (await (await getAuth()).$context).secret;
}
