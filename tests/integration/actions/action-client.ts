import { decode } from "turbo-stream";
import type { ActionResult } from "~/shared/action-result";
import { Browser } from "../auth/browser";
import type { Stack } from "../../support/stack";

/**
 * Posts page actions over HTTP as the page's script does (a fetcher: `{path}.data`, Remix's
 * single-fetch encoding) and reads the ActionResult or the redirect back. A plain form post
 * (no JavaScript) goes to the page address itself: see `postDocument`.
 */
export interface ActionAnswer {
  status: number;
  headers: Headers;
  /** The ActionResult of a data answer. */
  result?: ActionResult;
  /** Where a redirect answer sends the browser. */
  redirect?: string;
}

type Fields = Record<string, string | File>;

function body(fields: Fields, multipart: boolean): { body: BodyInit; type?: string } {
  if (multipart) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return { body: form };
  }
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string") params.append(name, value);
  }
  return { body: params.toString(), type: "application/x-www-form-urlencoded" };
}

export class ActionClient {
  readonly browser: Browser;
  private opened = "";

  /**
   * The CSRF token a page would carry now: read from the last HTML page, which after a login is
   * the page the login led to (the token is bound to the session's login).
   */
  get csrf(): string {
    return /name="csrf"/.test(this.browser.lastHtml) ? this.browser.csrf() : this.opened;
  }

  constructor(readonly stack: Stack) {
    this.browser = new Browser(stack);
  }

  /** Opens a page (its cookies), and the login page when the page has no form with the token. */
  async open(path: string): Promise<string> {
    await this.browser.get(path);
    if (!/name="csrf"/.test(this.browser.lastHtml)) await this.browser.get("/login");
    this.opened = this.browser.csrf();
    return this.opened;
  }

  /** A fetcher post to a page route's action. */
  async post(
    path: string,
    fields: Fields,
    options: { multipart?: boolean; csrf?: boolean; rawBody?: string; type?: string } = {},
  ): Promise<ActionAnswer> {
    const all: Fields = options.csrf === false ? fields : { csrf: this.csrf, ...fields };
    const encoded = body(all, options.multipart ?? false);
    const headers: Record<string, string> = {};
    const type = options.type ?? encoded.type;
    if (type) headers["content-type"] = type;
    const url = new URL(path, "http://x.invalid");
    const res = await this.browser.request(`${url.pathname}.data${url.search}`, {
      method: "POST",
      headers,
      body: options.rawBody ?? encoded.body,
    });
    return readSingleFetch(res);
  }
}

/** A form post to a resource route (download, video signing): the raw answer, bytes intact. */
export async function postResource(
  client: ActionClient,
  path: string,
  fields: Fields,
  options: { csrf?: boolean } = {},
): Promise<Response> {
  const all: Fields = options.csrf === false ? fields : { csrf: client.csrf, ...fields };
  const encoded = body(all, false);
  const cookie = [...client.browser.cookies].map(([n, v]) => `${n}=${v}`).join("; ");
  return fetch(`${client.stack.bffUrl}${path}`, {
    method: "POST",
    headers: { cookie, "content-type": encoded.type! },
    body: encoded.body,
    redirect: "manual",
  });
}

async function readSingleFetch(res: Response): Promise<ActionAnswer> {
  const answer: ActionAnswer = { status: res.status, headers: res.headers };
  if (!res.body) return answer;
  const decoded = await decode(res.body);
  await decoded.done;
  const value = decoded.value as { data?: ActionResult; redirect?: string; status?: number };
  if (typeof value?.redirect === "string") {
    answer.redirect = value.redirect;
    if (typeof value.status === "number") answer.status = value.status;
  } else {
    answer.result = value?.data;
  }
  return answer;
}
