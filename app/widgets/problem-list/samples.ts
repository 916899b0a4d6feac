import type { WidgetSample } from "~/widgets/types";
import type { ProblemListInput } from "~/contract/widgets/problem-list";

export const problemListSamples: WidgetSample<ProblemListInput>[] = [
  {
    title: "Signed-in learner",
    data: {
      type: "PROBLEM_LIST",
      tags: ["arrays", "sql", "strings"],
      showStatus: true,
      total: 3,
      problems: [
        {
          problemId: "sum-of-two-numbers",
          title: "Sum of two numbers",
          uri: "/problem/sum-of-two-numbers",
          difficulty: "easy",
          tags: ["math"],
          status: "solved",
        },
        {
          problemId: "reverse-words",
          title: "Reverse the words",
          uri: "/problem/reverse-words",
          difficulty: "medium",
          tags: ["strings"],
          status: "attempted",
        },
        {
          problemId: "top-customers",
          title: "Top customers",
          uri: "/problem/top-customers",
          difficulty: "hard",
          tags: ["sql"],
          status: "todo",
        },
      ],
    },
  },
  {
    title: "Nothing matches",
    data: {
      type: "PROBLEM_LIST",
      search: "graphs",
      tags: ["arrays"],
      total: 11,
      problems: [],
    },
  },
];
