import { countdownSchema } from "~/contract/widgets/countdown";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./countdown.css";
import { countdownSamples } from "./samples";

export const countdownServer = defineWidgetServer({
  kind: "COUNTDOWN",
  schema: countdownSchema,
  stylesheets: [stylesheet],
  samples: countdownSamples,
  help: { description: "Time left until a date, such as an application deadline." },
});
