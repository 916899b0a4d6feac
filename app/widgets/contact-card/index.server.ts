import { contactCardSchema } from "~/contract/widgets/contact-card";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./contact-card.css";
import { contactCardSamples } from "./samples";

export const contactCardServer = defineWidgetServer({
  kind: "CONTACT_CARD",
  schema: contactCardSchema,
  stylesheets: [stylesheet],
  samples: contactCardSamples,
  help: { description: "Ways to reach a person or a team: e-mail, phone, address." },
});
