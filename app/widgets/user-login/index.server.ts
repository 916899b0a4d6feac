import { userLoginSchema } from "~/contract/widgets/user-login";
import accountCardStylesheet from "../account-shared/account-card.css";
import { defineWidgetServer } from "../define.server";
import { userLoginSamples } from "./samples";

export const userLoginServer = defineWidgetServer({
  kind: "USER_LOGIN",
  schema: userLoginSchema,
  stylesheets: [accountCardStylesheet],
  samples: userLoginSamples,
  help: { description: "The login form, by e-mail or phone passcode." },
});
