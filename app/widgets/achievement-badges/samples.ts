import { sampleImage } from "../sample-paths";
import type { WidgetSample } from "../types";
import type { AchievementBadgesInput } from "~/contract/widgets/achievement-badges";

const medal = (name: string) => ({
  url: sampleImage("picture", name),
  aspectRatioX: 1,
  aspectRatioY: 1,
});

export const achievementBadgesSamples: WidgetSample<AchievementBadgesInput>[] = [
  {
    title: "Fellowship badges, some earned",
    data: {
      type: "ACHIEVEMENT_BADGES",
      headerData: { textData: { text: "Your badges" } },
      badges: [
        {
          name: "First capstone shipped",
          description: "Submit your capstone and pass review.",
          image: medal("capstone"),
          earned: true,
          earnedOn: "2026-11-02T10:00:00Z",
        },
        {
          name: "Perfect attendance",
          description: "Attend every live class in a module.",
          image: medal("attendance"),
          earned: true,
          earnedOn: "2026-10-15T10:00:00Z",
        },
        {
          name: "Interview ready",
          description: "Complete five mock interviews.",
          image: medal("interview"),
          progress: { current: 3, total: 5 },
        },
        {
          name: "Peer reviewer",
          description: "Review ten classmates' assignments.",
          progress: { current: 4, total: 10 },
        },
      ],
    },
  },
  {
    title: "Bootcamp badges, no summary",
    data: {
      type: "ACHIEVEMENT_BADGES",
      showSummary: false,
      badges: [
        { name: "Prompt engineer", description: "Pass the prompting module quiz.", earned: true },
        { name: "RAG builder", description: "Ship the retrieval project.", earned: true },
        { name: "Evaluator", description: "Build an evaluation harness." },
      ],
    },
  },
];
