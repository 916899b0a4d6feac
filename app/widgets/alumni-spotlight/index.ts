import { defineWidget } from "../types";

export const alumniSpotlightWidget = defineWidget({
  kind: "ALUMNI_SPOTLIGHT",
  load: () => import("./AlumniSpotlight").then((m) => m.AlumniSpotlight),
});
