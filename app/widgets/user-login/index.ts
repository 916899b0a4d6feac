import { defineWidget } from "../types";

export const userLoginWidget = defineWidget({
  kind: "USER_LOGIN",
  load: () => import("./UserLogin").then((m) => m.UserLogin),
});
