import { useLocation } from "@remix-run/react";
import { LoginPanel } from "~/auth/LoginPanel";
import { useRootAuth } from "~/auth/root-auth";
import { signedInName, USER_LOGIN_TEXTS as TEXTS } from "~/contract/widgets/user-login-look";
import type { UserLoginData } from "~/contract/widgets/user-login";
import { isLoginOpen, withoutLoginParam } from "~/shared/login-url";
import { ButtonView } from "~/widgets/shared/ButtonView";
import type { WidgetProps } from "~/widgets/types";

/**
 * USER_LOGIN: for a visitor, the existing login panel inline (a plain form posting to /login,
 * so it works without JavaScript; its next step opens in the login window over this page, and a
 * finished login comes back here). For a logged-in user: "Signed in as …", the page's buttons
 * and the existing logout form.
 */
export function UserLogin({ data }: WidgetProps<UserLoginData>) {
  const { user, login } = useRootAuth();
  const location = useLocation();
  if (user) {
    const name = signedInName(user);
    const buttons = [
      ...(data.signedInButtons ?? []),
      ...(data.showLogout === false
        ? []
        : [
            {
              buttonText: TEXTS.logout,
              bgColorData: { bgKey: "secondary" },
              action: { type: "LOGOUT" },
            },
          ]),
    ];
    return (
      <div className="account-card__card" data-login-widget="signed-in">
        <p className="account-card__muted">
          {TEXTS.signedInAs} {name ? <strong>{name}</strong> : null}
        </p>
        {buttons.length ? (
          <div className="account-card__actions">
            {buttons.map((button, i) => (
              <ButtonView key={i} button={button} />
            ))}
          </div>
        ) : null}
      </div>
    );
  }
  // The login window over the page (?login=1) shows the same flow: one panel at a time.
  if (isLoginOpen(location.search)) {
    return (
      <div className="account-card__card" data-login-widget="in-window">
        <p className="account-card__muted">{TEXTS.continueInWindow}</p>
      </div>
    );
  }
  return (
    <div data-login-widget="panel">
      <LoginPanel
        state={login}
        returnTo={withoutLoginParam(`${location.pathname}${location.search}`)}
        source={TEXTS.source}
        title={data.title ?? TEXTS.title}
        subtitle={data.subtitle}
        headingLevel={2}
      />
    </div>
  );
}
