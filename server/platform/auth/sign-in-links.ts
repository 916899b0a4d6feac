import { createHash, randomBytes } from "node:crypto";
import { LOGIN_CHECK_TEXTS, SIGN_IN_LINK } from "~/contract/login-values";
import { plural } from "~/contract/plural";
import { isoAt, type Clock } from "../clock";
import type { SignInLinkRepository } from "../db/sign-in-links";
import { HttpError } from "../http/json";
import { maskIdentity, type Identity } from "./identity";
import { tooMany, waitFor, type PasscodeRequester } from "./passcodes";

/** What a sign-in link request answers (never the link: it goes to the identity only). */
export interface SignInLinkAnswer {
  channel: Identity["channel"];
  maskedIdentity: string;
  expiresInSeconds: number;
  statusMessage: string;
}

export interface SignInLinkServiceOptions {
  links: SignInLinkRepository;
  clock: Clock;
  /** The site the link opens (SITE_ORIGIN): never taken from a request, so no caller can aim it. */
  siteUrl: string;
  /** Called with every link sent: the platform logs it as it logs passcodes, test mode keeps it. */
  onLink(identity: Identity, url: string, token: string): void;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * The way in without the human check (issue 41): a link sent to the identity, valid once and for
 * 15 minutes. Links are 32 random bytes, so their number does not help a guesser; one requester
 * (address and device) may ask 3 times per identity in 15 minutes, and nobody else's requests
 * count against it.
 */
export function createSignInLinkService({
  links,
  clock,
  siteUrl,
  onLink,
}: SignInLinkServiceOptions) {
  const base = siteUrl.replace(/\/+$/, "");
  return {
    request(identity: Identity, who: PasscodeRequester): SignInLinkAnswer {
      const now = clock();
      const windowMs = SIGN_IN_LINK.windowSeconds * 1000;
      links.dropBefore(isoAt(now - 24 * 60 * 60 * 1000));
      const mine = links.createdSinceBy(identity.value, who.requester, isoAt(now - windowMs));
      if (mine.length >= SIGN_IN_LINK.perRequester) {
        const wait = waitFor(mine[mine.length - SIGN_IN_LINK.perRequester]! + windowMs, now);
        throw tooMany(LOGIN_CHECK_TEXTS.tooManyLinks(plural(wait.minutes, "minute")), wait.seconds);
      }
      const token = randomBytes(32).toString("base64url");
      links.insert({
        tokenHash: hashToken(token),
        identity: identity.value,
        channel: identity.channel,
        requester: who.requester,
        expiresAt: isoAt(now + SIGN_IN_LINK.ttlSeconds * 1000),
        now: isoAt(now),
      });
      const url = `${base}${SIGN_IN_LINK.path}?${SIGN_IN_LINK.tokenParam}=${token}`;
      onLink(identity, url, token);
      const maskedIdentity = maskIdentity(identity);
      return {
        channel: identity.channel,
        maskedIdentity,
        expiresInSeconds: SIGN_IN_LINK.ttlSeconds,
        statusMessage: LOGIN_CHECK_TEXTS.linkSent(maskedIdentity),
      };
    },

    /** The identity of a live link, used up from now on; 410 for an unknown, used or old one. */
    signIn(token: string): Identity {
      const used = links.consume(hashToken(token), isoAt(clock()));
      if (!used) throw new HttpError(410, { errorMessage: LOGIN_CHECK_TEXTS.linkExpired });
      return { channel: used.channel, value: used.identity };
    },
  };
}

export type SignInLinkService = ReturnType<typeof createSignInLinkService>;
