import type { WidgetSample } from "../types";
import type { SocialLinksInput } from "~/contract/widgets/social-links";

export const socialLinksSamples: WidgetSample<SocialLinksInput>[] = [
  {
    title: "The academy's channels, marks only",
    data: {
      type: "SOCIAL_LINKS",
      label: "Follow the academy",
      links: [
        { network: "LINKEDIN", url: "https://www.linkedin.com/company/career-academy" },
        { network: "YOUTUBE", url: "https://www.youtube.com/@careeracademy" },
        { network: "INSTAGRAM", url: "https://www.instagram.com/careeracademy" },
        { network: "X", url: "https://x.com/careeracademy" },
      ],
    },
  },
  {
    title: "A mentor's profiles, with names",
    data: {
      type: "SOCIAL_LINKS",
      showNames: true,
      label: "Anita Rao's profiles",
      links: [
        { network: "LINKEDIN", url: "https://www.linkedin.com/in/anita-rao-data" },
        { network: "GITHUB", url: "https://github.com/anita-rao" },
        {
          network: "WEBSITE",
          url: "https://anitarao.dev",
          text: "Anita's blog on analytics hiring",
        },
      ],
    },
  },
];
