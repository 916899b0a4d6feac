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
  return { ...LOGGED_OUT, ...data, login: data?.login ?? EMPTY_LOGIN_STATE };
}
