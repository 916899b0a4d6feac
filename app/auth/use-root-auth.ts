import { useRouteLoaderData } from "@remix-run/react";
import { EMPTY_LOGIN_STATE, type RootAuth } from "~/shared/login-state";

const LOGGED_OUT: RootAuth = {
  user: null,
  csrfToken: "",
  userStateHash: null,
  login: EMPTY_LOGIN_STATE,
  loggedOut: null,
};

/** The root loader's login data; a logged-out view when the root loader did not run. */
export function useRootAuth(): RootAuth {
  const data = useRouteLoaderData<Partial<RootAuth>>("root");
  if (!data) return LOGGED_OUT;
  // Some twenty components ask in one render: one object per loader answer (decision 047).
  const known = views.get(data);
  if (known) return known;
  const view = { ...LOGGED_OUT, ...data, login: data.login ?? EMPTY_LOGIN_STATE };
  views.set(data, view);
  return view;
}

const views = new WeakMap<Partial<RootAuth>, RootAuth>();
