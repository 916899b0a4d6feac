import { logoStripSchema } from "~/contract/widgets/logo-strip";
import { defineWidgetServer } from "../define.server";
import { logoStripSamples } from "./samples";

export const logoStripServer = defineWidgetServer({
  kind: "LOGO_STRIP",
  schema: logoStripSchema,
  samples: logoStripSamples,
  help: { description: "A row of company logos, such as hiring partners." },
});
