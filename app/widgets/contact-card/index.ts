import { defineWidget } from "../types";

export const contactCardWidget = defineWidget({
  kind: "CONTACT_CARD",
  load: () => import("./ContactCard").then((m) => m.ContactCard),
});
