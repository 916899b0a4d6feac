import type { WidgetSample } from "../types";
import type { IconFeatureListInput } from "~/contract/widgets/icon-feature-list";

const icon = (name: string) => ({
  url: `/images/icons/${name}.svg`,
  altText: "",
  aspectRatioX: 1,
  aspectRatioY: 1,
});

export const iconFeatureListSamples: WidgetSample<IconFeatureListInput>[] = [
  {
    title: "Why the fellowship, three columns with icons",
    data: {
      type: "ICON_FEATURE_LIST",
      items: [
        {
          icon: icon("video"),
          title: "Live classes, twice a week",
          text: "Evening sessions with industry instructors, recorded the same night.",
        },
        {
          icon: icon("users"),
          title: "A mentor from a hiring partner",
          text: "Fortnightly one-to-one reviews of your projects and your resume.",
        },
        {
          icon: icon("briefcase"),
          title: "Placement support until you land a role",
          text: "Mock interviews, referrals and salary negotiation help.",
        },
      ],
    },
  },
  {
    title: "Bootcamp at a glance, two columns without icons",
    data: {
      type: "ICON_FEATURE_LIST",
      numColumns: 2,
      items: [
        { title: "12 weeks", text: "Two projects you can show in interviews." },
        { title: "Python refresher included", text: "Week one brings everyone to the same start." },
        { title: "Certificate on completion" },
        { title: "Lifetime access to recordings" },
      ],
    },
  },
];
