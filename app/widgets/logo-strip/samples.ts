import type { WidgetSample } from "../types";
import type { LogoStripInput } from "~/contract/widgets/logo-strip";

const logo = (slug: string, name: string) => ({
  name,
  image: { url: `/images/logo-${slug}.svg`, aspectRatioX: 3, aspectRatioY: 1 },
});

export const logoStripSamples: WidgetSample<LogoStripInput>[] = [
  {
    title: "Hiring partners",
    data: {
      type: "LOGO_STRIP",
      headerData: {
        textData: {
          superText: "Hire from us",
          text: "Our fellows work at",
          subText: "Product, design and data teams hire job-ready talent from every cohort.",
        },
        alignment: "CENTER",
      },
      logos: [
        logo("acme", "Acme"),
        logo("northwind", "Northwind"),
        logo("globex", "Globex"),
        logo("initech", "Initech"),
        logo("umbrella", "Umbrella"),
        logo("hooli", "Hooli"),
      ],
      footerData: {
        buttonDataList: [
          {
            buttonText: "Hire from us",
            bgColorData: { bgKey: "primary" },
            action: { type: "NAVIGATION", uri: "/for-companies" },
          },
        ],
      },
    },
  },
  {
    title: "Where our mentors work, on a tinted background",
    data: {
      type: "LOGO_STRIP",
      bgColorData: { bgKey: "surface" },
      headerData: { textData: { text: "Mentors from teams at" } },
      logos: [logo("hooli", "Hooli"), logo("globex", "Globex"), logo("northwind", "Northwind")],
    },
  },
];
