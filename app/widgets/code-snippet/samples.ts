import type { WidgetSample } from "../types";
import type { CodeSnippetInput } from "~/contract/widgets/code-snippet";

export const codeSnippetSamples: WidgetSample<CodeSnippetInput>[] = [
  {
    title: "SQL from the Data Analyst Fellowship, with copy",
    data: {
      type: "CODE_SNIPPET",
      title: "Rank learners by their capstone score in each cohort",
      language: "SQL",
      code: "SELECT cohort_id,\n       learner_name,\n       capstone_score,\n       RANK() OVER (PARTITION BY cohort_id ORDER BY capstone_score DESC) AS cohort_rank\nFROM capstone_results\nWHERE submitted_at >= DATE '2025-01-01';",
    },
  },
  {
    title: "Python warm-up from the AI bootcamp",
    data: {
      type: "CODE_SNIPPET",
      language: "Python",
      code: 'def average_rating(ratings: list[int]) -> float:\n    """Mean mentor rating, 0 when there are none."""\n    return sum(ratings) / len(ratings) if ratings else 0.0\n\nprint(average_rating([5, 4, 5]))',
    },
  },
  {
    title: "A shell command, no copy button",
    data: {
      type: "CODE_SNIPPET",
      language: "Shell",
      showCopy: false,
      code: "npm create remix@latest",
    },
  },
];
