import { sampleImage } from "../sample-paths";
import type { WidgetSample } from "../types";
import type { PortfolioInput } from "~/contract/widgets/portfolio";

const shot = (name: string, alt: string) => ({
  url: sampleImage("picture", name),
  altText: alt,
  aspectRatioX: 16,
  aspectRatioY: 9,
});

export const portfolioSamples: WidgetSample<PortfolioInput>[] = [
  {
    title: "Product designer's portfolio with profile",
    data: {
      type: "PORTFOLIO",
      profile: {
        name: "Meghna Pillai",
        headline: "Product designer, Product Designer Fellowship graduate",
        location: "Bengaluru, India",
        bio: "I moved from print design into product design. I like messy onboarding flows and the research that untangles them.",
        image: {
          url: sampleImage("person", "meghna-pillai"),
          altText: "Meghna Pillai",
          aspectRatioX: 1,
          aspectRatioY: 1,
        },
        links: [
          { label: "LinkedIn", url: "https://www.linkedin.com/in/meghna-pillai" },
          { label: "Dribbble", url: "https://dribbble.com/meghnapillai" },
          { label: "Email", url: "mailto:meghna.pillai@example.com" },
        ],
      },
      projects: [
        {
          title: "Redesigning a pharmacy app's checkout",
          label: "Capstone",
          period: "Oct 2026",
          summary:
            "Cut checkout from seven screens to three; a usability test with 12 people found task time fell by 38%.",
          image: shot("pharmacy-checkout", "Before and after screens of the pharmacy checkout"),
          techTags: ["Figma", "Usability testing", "Design systems"],
          links: [
            { label: "Case study", url: "/portfolio/meghna-pillai/pharmacy-checkout" },
            { label: "Prototype", url: "https://www.figma.com/proto/example-pharmacy" },
          ],
        },
        {
          title: "Onboarding for first-time mutual fund investors",
          label: "Client project",
          period: "Aug 2026",
          summary:
            "Interviewed 15 first-time investors and designed an onboarding flow that explains risk in plain words.",
          techTags: ["User interviews", "Journey mapping", "Figma"],
          links: [{ label: "Case study", url: "/portfolio/meghna-pillai/mf-onboarding" }],
        },
      ],
    },
  },
  {
    title: "Generative AI bootcamp projects, no profile header",
    data: {
      type: "PORTFOLIO",
      headerData: { textData: { text: "Projects from the Applied Generative AI Bootcamp" } },
      projects: [
        {
          title: "Course-notes assistant with retrieval",
          label: "Bootcamp project",
          summary:
            "Answers learners' questions from 300 pages of course notes with cited sources; 92% of answers rated helpful.",
          image: shot("rag-assistant", "Chat window answering a question with citations"),
          techTags: ["Python", "LangChain", "pgvector", "OpenAI"],
          links: [
            { label: "Source on GitHub", url: "https://github.com/example/course-notes-rag" },
            { label: "Live demo", url: "https://rag-demo.example.com" },
          ],
        },
        {
          title: "Resume screener evaluation harness",
          label: "Hackathon winner",
          period: "Nov 2026",
          summary: "Measures bias and accuracy of an LLM resume screener on 500 labelled resumes.",
          techTags: ["Python", "Pandas", "Evaluation"],
        },
      ],
    },
  },
];
