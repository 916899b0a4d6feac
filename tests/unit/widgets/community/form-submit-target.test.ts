import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { UPSTREAM_CALLS } from "~/contract/calls";
import { pollFormId } from "~/contract/widgets/polling-look";
import {
  actionJson,
  boundActionJson,
  postAction,
  startHarness,
  upstream,
  visitor,
} from "../../actions-server/harness";

/**
 * The small addition community forms need on the action path (server/bff/actions/
 * form-submit.server.ts): a FORM_SUBMIT sends its action's signed requestObject (which poll)
 * with the form's formId and inputValues (what was chosen), and a logged-out post of an action
 * with a loginAction asks for login before anything goes upstream.
 */
beforeAll(() => startHarness({ CAPTCHA_PROVIDER: "off" }));
afterAll(() => upstream.stop());
beforeEach(() => upstream.reset());

const path = UPSTREAM_CALLS.communityPollVote.path;
const voteAction = {
  type: "API_CALL",
  uri: path,
  requestObject: { pollId: "career-fair-opening-panel" },
  loginAction: { type: "SERVER_LOGIN" },
  reloadPage: true,
};
// As the poll's data carries it: bound to the poll's form (decision 034), then signed.
const signedVote = () =>
  boundActionJson({ pollId: "career-fair-opening-panel", voteAction }, "voteAction");
const vote = (optionId: string, action = signedVote()) => ({
  intent: "FORM_SUBMIT",
  formId: pollFormId("career-fair-opening-panel"),
  action,
  optionId,
});

describe("a community form through FORM_SUBMIT", () => {
  it("sends the signed requestObject beside formId and inputValues", async () => {
    const v = await visitor(true);
    upstream.script(path, {
      body: { isSuccessful: true, message: "Thanks, your vote is counted." },
    });
    const res = await postAction(v, vote("portfolio"));
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ ok: true, message: "Thanks, your vote is counted." });
    const [call] = upstream.calls(path);
    expect(call.json).toEqual({
      pollId: "career-fair-opening-panel",
      formId: "poll-career-fair-opening-panel",
      inputValues: { optionId: "portfolio" },
    });
  });

  it("only as its own poll's form: another formId, another field, a changed target or a bare API_CALL are refused", async () => {
    const v = await visitor(true);
    upstream.script(path, { body: { isSuccessful: true } });
    const forged = JSON.stringify({
      ...JSON.parse(signedVote()),
      requestObject: { pollId: "another-poll" },
    });
    for (const post of [
      // a typed value never reaches the body beside the signed target (issue 30)
      { ...vote("resume"), pollId: "another-poll" },
      { ...vote("resume"), formId: pollFormId("another-poll") },
      vote("resume", forged),
      // a button's API_CALL, signed without a form around it, is no form's submit
      vote("resume", actionJson(voteAction)),
    ]) {
      const refused = await postAction(v, post);
      expect(refused.status).toBe(400);
    }
    expect(upstream.calls(path)).toHaveLength(0);
    expect((await postAction(v, vote("resume"))).status).toBe(200);
    expect(upstream.calls(path)).toHaveLength(1);
  });

  it("the platform's field error comes back beside the field, with the choice kept", async () => {
    const v = await visitor(true);
    upstream.script(path, {
      status: 400,
      body: {
        message: "Choose one of the options.",
        errors: { optionId: "Choose one of the options." },
      },
    });
    const res = await postAction(v, vote("karaoke"));
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({
      ok: false,
      formId: "poll-career-fair-opening-panel",
      fieldErrors: { optionId: "Choose one of the options." },
      values: { optionId: "karaoke" },
    });
  });

  it("logged out: asks for login first (the post is kept), nothing goes upstream", async () => {
    const v = await visitor(false);
    const res = await postAction(v, vote("resume"));
    expect(res.status === 401 || res.status === 302).toBe(true);
    if (res.data) expect(res.data).toMatchObject({ loginRequired: true });
    expect(upstream.calls(path)).toHaveLength(0);
  });
});
