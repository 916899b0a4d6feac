import { defineWidget } from "../types";

export const alumniSpotlightWidget = defineWidget({
  kind: "ALUMNI_SPOTLIGHT",
  family: true,
  load: () => import("./AlumniSpotlight").then((m) => m.AlumniSpotlight),
});
