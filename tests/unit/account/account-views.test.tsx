import { describe, expect, it } from "vitest";
import { AccountStatusPanel } from "~/auth/account/AccountStatusPanel";
import { ConnectionsView } from "~/auth/account/ConnectionsView";
import { OAuthFailureView } from "~/auth/account/OAuthFailureView";
import { OAUTH_TEXTS } from "~/contract/oauth";
import { renderToHtml } from "../../support/render";

const status = {
  label: "On the waitlist",
  description: "Your profile is complete and you are on the waitlist.",
  isNewUser: true,
  isPersonalInfoPresent: true,
  tracking: "waitlisted" as const,
};

describe("the status panel of /register/status and /onboarding/*", () => {
  it("a visitor is asked to log in, with a link that opens the login panel", async () => {
    const html = await renderToHtml(
      <AccountStatusPanel kind="registration" account={{ loggedIn: false }} />,
    );
    expect(html).toContain("<h1");
    expect(html).toContain("Log in to see your registration status.");
    expect(html).toMatch(/href="\/\?login=1"/);
  });

  it("a learner sees the label as text (not colour only) and what it means", async () => {
    const html = await renderToHtml(
      <AccountStatusPanel kind="registration" account={{ loggedIn: true, status }} />,
    );
    expect(html).toMatch(/data-registration-status="waitlisted"[^>]*>On the waitlist</);
    expect(html).toContain(status.description);
  });

  it("onboarding lists profile, progress and registration; a failed read says so", async () => {
    const html = await renderToHtml(
      <AccountStatusPanel kind="onboarding" account={{ loggedIn: true, status }} />,
    );
    expect(html).toContain("<h2");
    expect(html).toContain("<li>Profile: complete</li>");
    expect(html).toContain("Onboarding: in progress");
    const failed = await renderToHtml(
      <AccountStatusPanel
        kind="onboarding"
        account={{ loggedIn: true, statusError: "<script>x</script>" }}
      />,
    );
    expect(failed).toContain('role="alert"');
    expect(failed).not.toContain("<script>x");
    expect(failed).toContain("&lt;script&gt;");
  });
});

describe("connected accounts and the callback's error page", () => {
  it("each provider has its state and a Connect form that posts to the accounts page", async () => {
    const html = await renderToHtml(
      <ConnectionsView
        providers={[
          {
            provider: "discord",
            name: "Discord",
            configured: true,
            connection: { accountName: "<b>ada</b>", connectedAt: "2026-11-20T10:00:00.000Z" },
          },
          { provider: "github", name: "GitHub", configured: false },
        ]}
        toast="Discord is connected."
      />,
    );
    expect(html).toContain("Connected as &lt;b&gt;ada&lt;/b&gt; since 2026-11-20");
    expect(html).toMatch(/<form method="post" action="\/user\/connections"/);
    // The CSRF field comes from the root's token (none in a unit render): the integration test
    // (tests/integration/bff/oauth.test.ts) posts the real form with it.
    expect(html).toContain('name="provider" value="discord"');
    expect(html).toContain(OAUTH_TEXTS.reconnect("Discord"));
    expect(html).toContain(OAUTH_TEXTS.notConfigured("GitHub"));
    expect(html).not.toContain('value="github"');
    expect(html).toContain("Discord is connected.");
    expect(html).toMatch(/<ul[^>]*>.*<li/s);
  });

  it("the error page shows the message as text and a way back", async () => {
    const html = await renderToHtml(
      <OAuthFailureView
        title={OAUTH_TEXTS.errorTitle("GitHub")}
        message={OAUTH_TEXTS.denied("GitHub")}
        retryPath="/user/connections"
      />,
    );
    expect(html).toContain("GitHub was not connected");
    expect(html).toContain("You cancelled the connection at GitHub. Nothing was changed.");
    expect(html).toMatch(/href="\/user\/connections"/);
    const hostile = await renderToHtml(
      <OAuthFailureView
        title="x"
        message={'<img src=x onerror="alert(1)">'}
        retryPath="/user/connections"
      />,
    );
    expect(hostile).not.toContain("<img");
  });
});
