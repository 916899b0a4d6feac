import { defineWidget } from "../types";

export const userLoginWidget = defineWidget({
  kind: "USER_LOGIN",
  family: true,
  load: () => import("./UserLogin").then((m) => m.UserLogin),
});
