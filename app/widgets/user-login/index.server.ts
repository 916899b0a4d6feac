import { userLoginSchema } from "~/contract/widgets/user-login";
import { defineWidgetServer } from "../define.server";
import { userLoginSamples } from "./samples";

export const userLoginServer = defineWidgetServer({
  kind: "USER_LOGIN",
  schema: userLoginSchema,
  samples: userLoginSamples,
  help: { description: "The login form, by e-mail or phone passcode." },
});
