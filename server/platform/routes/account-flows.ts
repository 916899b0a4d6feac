import { mount } from "../http/mount";
import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import {
  isOAuthProvider,
  OAUTH_CALLBACK_PATHS,
  OAUTH_PROVIDER_NAMES,
  OAUTH_PROVIDERS,
  type OAuthProvider,
} from "~/contract/oauth";
import { isoAt } from "../clock";
import type { AccountFlowRepository } from "../db/account-flows";
import {
  actionError,
  parseAction,
  readActionBody,
  REQUIRED,
  requireUser,
} from "../http/action-body";
import { HttpError, readJsonBody, sendJson } from "../http/json";
import type { RouteTable } from "../http/route";
import { courseInviteFor, programForCode } from "../seed/account-flows";
import { INVITATION_CODE_FIELD } from "../seed/pages/join-program";
import { nowOf, type ActionDeps } from "./action-deps";

/**
 * Issue 16 (docs/decisions/019, docs/contract.md "Onboarding, invitations and connected
 * accounts"): connecting a Discord or GitHub account by exchanging the provider's code, joining a
 * programme by invitation code, accepting a course invitation. In test mode the platform also
 * plays the OAuth provider: GET /oauth/{provider}/authorize is a consent page whose two links go
 * back to the redirect_uri with a code (Authorize) or error=access_denied (Cancel).
 */

export const INVALID_CODE_MESSAGE = "The authorization code is invalid or has expired.";
export const INVALID_INVITATION_MESSAGE =
  "This invitation code is not valid. Check the email you were sent.";
export const INVITE_NOT_FOUND_MESSAGE = "This invitation was not found.";
const GRANT_TTL_MS = 5 * 60 * 1000;

export const testAuthorizePath = (provider: OAuthProvider) => `/oauth/${provider}/authorize`;

const hashCode = (code: string) => createHash("sha256").update(code).digest("hex");

const connectSchema = z.object({
  provider: z.string().trim().min(1).max(40),
  code: z.string().trim().min(1).max(500),
  redirectUri: z.string().trim().min(1).max(2000),
});
const joinSchema = z.object({
  formId: z.string().max(100).optional(),
  inputValues: z.record(z.unknown()),
});
const acceptSchema = z.object({ inviteCode: z.string().trim().min(1).max(100) });

export interface AccountFlowDeps {
  actions: ActionDeps;
  flows: AccountFlowRepository;
  /** The platform plays the OAuth providers (test mode only). */
  testProvider: boolean;
}

/** State a test sets: the next code exchange answers this status instead (a failing provider). */
interface ExchangeFault {
  status: number;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A registered redirect: http(s), the provider's own callback path (spec 01 section 2.1). */
function redirectUriFor(provider: OAuthProvider, raw: string | null): URL | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    if (!/^https?:$/.test(url.protocol)) return undefined;
    if (url.pathname !== OAUTH_CALLBACK_PATHS[provider] || url.search || url.hash) return undefined;
    return url;
  } catch {
    return undefined;
  }
}

function backTo(redirect: URL, params: Record<string, string>): string {
  const url = new URL(redirect);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/** The test provider's consent page. */
function authorizePage(deps: AccountFlowDeps, provider: OAuthProvider) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const query = new URL(req.url ?? "/", "http://platform.invalid").searchParams;
    const redirect = redirectUriFor(provider, query.get("redirect_uri"));
    const state = query.get("state") ?? "";
    if (!redirect || query.get("response_type") !== "code" || !query.get("client_id")) {
      throw new HttpError(400, { errorMessage: "Invalid authorization request" });
    }
    if (!/^[A-Za-z0-9_-]{16,200}$/.test(state)) {
      throw new HttpError(400, { errorMessage: "Invalid state" });
    }
    const hint = query.get("login_hint") ?? "";
    const accountName = /^[A-Za-z0-9_.-]{1,39}$/.test(hint)
      ? hint
      : `learner-${randomBytes(3).toString("hex")}`;
    const code = randomBytes(24).toString("base64url");
    deps.flows.addGrant(hashCode(code), {
      provider,
      redirectUri: redirect.toString(),
      accountId: `${provider}-${createHash("sha256").update(accountName).digest("hex").slice(0, 12)}`,
      accountName,
      expiresAt: isoAt(deps.actions.clock() + GRANT_TTL_MS),
    });
    const name = OAUTH_PROVIDER_NAMES[provider];
    const approve = backTo(redirect, { code, state });
    const deny = backTo(redirect, {
      error: "access_denied",
      error_description: "The user cancelled",
      state,
    });
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name} (test provider)</title></head>
<body><main><h1>${name} (test provider)</h1>
<p>Career Learning asks to read the identity of the ${name} account <strong>${escapeHtml(accountName)}</strong>.</p>
<p><a id="authorize" href="${escapeHtml(approve)}">Authorize</a></p>
<p><a id="cancel" href="${escapeHtml(deny)}">Cancel</a></p></main></body></html>`;
    res.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": "default-src 'none'",
    });
    res.end(html);
  };
}

export function accountFlowRoutes(deps: AccountFlowDeps): RouteTable {
  const { actions, flows } = deps;
  let fault: ExchangeFault | undefined;
  /** Code exchanges asked for (test mode reads it: a refused state must make none). */
  let exchanges = 0;

  const routes: RouteTable = {
    ...mount("oauthConnect", async (req, res, { session }) => {
      exchanges++;
      const user = requireUser(session);
      const input = parseAction(connectSchema, await readActionBody(req));
      if (!isOAuthProvider(input.provider)) throw actionError(400, "Unknown provider");
      if (fault) {
        const { status } = fault;
        fault = undefined;
        throw actionError(status, `${OAUTH_PROVIDER_NAMES[input.provider]} did not answer.`);
      }
      if (!deps.testProvider) {
        throw actionError(
          503,
          `Connecting ${OAUTH_PROVIDER_NAMES[input.provider]} is not configured on this platform.`,
        );
      }
      const codeHash = hashCode(input.code);
      const grant = flows.findGrant(codeHash);
      const now = nowOf(actions);
      const valid =
        grant &&
        grant.provider === input.provider &&
        grant.redirectUri === input.redirectUri &&
        grant.usedAt === null &&
        grant.expiresAt > now &&
        flows.useGrant(codeHash, now);
      if (!grant || !valid) throw actionError(400, INVALID_CODE_MESSAGE);
      const connection = {
        provider: input.provider,
        accountId: grant.accountId,
        accountName: grant.accountName,
        connectedAt: now,
      };
      flows.connect(user.id, connection);
      sendJson(res, 200, connection);
    }),
    ...mount("oauthConnections", (_req, res, { session }) => {
      const user = requireUser(session);
      sendJson(res, 200, { connections: flows.connections(user.id) });
    }),
    ...mount("programJoin", async (req, res, { session }) => {
      const user = requireUser(session);
      const input = parseAction(joinSchema, await readActionBody(req));
      const raw = input.inputValues[INVITATION_CODE_FIELD];
      const code = typeof raw === "string" ? raw.trim().slice(0, 100) : "";
      const program = code ? programForCode(code) : undefined;
      const base = {
        formId: input.formId,
        inProgress: false,
        inputValues: { [INVITATION_CODE_FIELD]: code },
      };
      if (!program) {
        const message = code ? INVALID_INVITATION_MESSAGE : REQUIRED;
        return sendJson(res, 200, {
          ...base,
          isSuccessful: false,
          message,
          errors: { [INVITATION_CODE_FIELD]: message },
        });
      }
      const joined = flows.joinProgram(user.id, program.id, code.toUpperCase(), nowOf(actions));
      sendJson(res, 200, {
        ...base,
        isSuccessful: true,
        message: joined
          ? `You have joined the ${program.name}.`
          : `You are already a member of the ${program.name}.`,
        errors: {},
      });
    }),
    ...mount("courseInviteAccept", async (req, res, { session }) => {
      const user = requireUser(session);
      const { inviteCode } = parseAction(acceptSchema, await readActionBody(req));
      const invite = courseInviteFor(inviteCode);
      if (!invite || !actions.catalog.findItem(invite.itemId)) {
        throw actionError(404, INVITE_NOT_FOUND_MESSAGE);
      }
      const now = nowOf(actions);
      flows.acceptInvite(user.id, invite.code, invite.itemId, now);
      const enrolled = actions.enrolments.enrol({
        userId: user.id,
        itemId: invite.itemId,
        source: "FREE",
        details: { inviteCode: invite.code },
        now,
      });
      sendJson(res, 200, {
        status: "SUCCESS",
        statusMessage: enrolled
          ? `You have joined the ${invite.courseTitle}.`
          : `You are already enrolled in the ${invite.courseTitle}.`,
        reloadPage: false,
      });
    }),
  };

  if (deps.testProvider) {
    for (const provider of OAUTH_PROVIDERS) {
      routes[testAuthorizePath(provider)] = { GET: authorizePage(deps, provider) };
    }
    // Test endpoints (never recorded as upstream calls): a failing exchange, a user's referral.
    routes["/__test/oauth/fail-next-exchange"] = {
      POST: async (req, res) => {
        const body = z
          .object({ status: z.number().int().min(400).max(599) })
          .parse(await readJsonBody(req));
        fault = { status: body.status };
        sendJson(res, 200, { ok: true });
      },
    };
    routes["/__test/oauth/exchanges"] = {
      GET: (_req, res) => sendJson(res, 200, { exchanges }),
    };
    routes["/__test/account-flows/user"] = {
      POST: async (req, res) => {
        const { email } = z.object({ email: z.string().min(3) }).parse(await readJsonBody(req));
        const user = actions.users.findByEmail(email.toLowerCase());
        if (!user) throw new HttpError(404, { errorMessage: "No such user" });
        sendJson(res, 200, {
          userId: user.id,
          referral: flows.referralOf(user.id) ?? null,
          programs: flows.programsOf(user.id),
          connections: flows.connections(user.id),
          enrolments: actions.enrolments.listForUser(user.id).map((e) => e.itemId),
        });
      },
    };
  }
  return routes;
}
