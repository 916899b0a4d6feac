import type { WidgetSample } from "../types";
import type { SkillMatrixInput } from "~/contract/widgets/skill-matrix";

export const skillMatrixSamples: WidgetSample<SkillMatrixInput>[] = [
  {
    title: "Data analyst skills against an entry-level role",
    data: {
      type: "SKILL_MATRIX",
      headerData: { textData: { text: "Your skills for a Data Analyst role" } },
      caption: "Your skills against the Data Analyst role",
      skills: [
        { category: "Analytics", name: "SQL", level: 3, target: 3 },
        { category: "Analytics", name: "Spreadsheets", level: 3, target: 2 },
        { category: "Analytics", name: "Statistics", level: 1, target: 2 },
        { category: "Visualisation", name: "Power BI", level: 2, target: 3 },
        { category: "Visualisation", name: "Data storytelling", level: 0, target: 2 },
        { category: "Communication", name: "Stakeholder updates", level: 2, target: 2 },
      ],
    },
  },
  {
    title: "Generative AI skills on a three-level scale",
    data: {
      type: "SKILL_MATRIX",
      levels: ["Aware", "Practitioner", "Builder"],
      skills: [
        { name: "Prompt design", level: 3 },
        { name: "Retrieval-augmented generation", level: 2, target: 3 },
        { name: "Evaluation", level: 1, target: 3 },
        { name: "Fine-tuning", level: 0, target: 1 },
      ],
    },
  },
];
