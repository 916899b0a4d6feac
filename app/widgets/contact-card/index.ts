import { defineWidget } from "../types";

export const contactCardWidget = defineWidget({
  kind: "CONTACT_CARD",
  family: true,
  load: () => import("./ContactCard").then((m) => m.ContactCard),
});
