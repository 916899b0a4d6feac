import type { CodeEditorData } from "~/contract/widgets/code-editor";
import type { SandboxEmbedData, SandboxWidgetData } from "~/contract/widgets/sandbox";
import type { StandaloneCompilerData } from "~/contract/widgets/standalone-compiler";
import type { WidgetSample } from "../types";

/**
 * Samples of the code practice kinds (gallery and the page editor's picker). Their run token and
 * sandbox id name nothing the platform knows: the gallery shows the editor, and a run from it is
 * refused by the platform as any forged token would be.
 */
const PYTHON_STARTER =
  "def two_sum(nums, target):\n    # Return the indices of the two numbers\n    pass\n";

export const codeEditorSamples: WidgetSample<CodeEditorData>[] = [
  {
    title: "A practice problem in two languages, with a hint",
    data: {
      type: "CODE_EDITOR",
      problemId: "gallery-two-sum",
      problemGroupTitle: "Arrays and hashing",
      title: "Two sum",
      difficulty: "EASY",
      statement: [
        "Given a list of integers and a target, return the indices of the two numbers that add up to the target.",
        "Each input has exactly one answer, and you may not use the same element twice.",
      ],
      constraints: ["2 ≤ length ≤ 10,000", "-10⁹ ≤ value ≤ 10⁹"],
      tags: ["Arrays", "Hash map"],
      examples: [{ input: "[2, 7, 11, 15]\n9", output: "[0, 1]" }],
      hints: [{ hintId: "gallery-hint-1", title: "Hint 1" }],
      languages: [
        { languageId: "python3", label: "Python 3", starterCode: PYTHON_STARTER },
        {
          languageId: "javascript12",
          label: "JavaScript",
          starterCode: "function twoSum(nums, target) {\n  // Return the indices\n}\n",
        },
      ],
      defaultLanguageId: "python3",
      runToken: "gallery-sample",
    },
  },
];

export const standaloneCompilerSamples: WidgetSample<StandaloneCompilerData>[] = [
  {
    title: "The online Python compiler",
    data: {
      type: "STANDALONE_COMPILER",
      title: "Online Python compiler",
      languageId: "python3",
      languages: [
        {
          languageId: "python3",
          label: "Python 3",
          starterCode: 'name = input()\nprint(f"Hello, {name}!")\n',
        },
      ],
      input: "Asha",
    },
  },
];

export const sandboxSamples: WidgetSample<SandboxWidgetData>[] = [
  {
    title: "A read-only web sandbox",
    data: {
      type: "SANDBOX",
      sandboxId: "gallery-web",
      title: "Profile card",
      sandboxType: "WEB",
      entryFile: "index.html",
      readOnly: true,
      files: [
        {
          fileName: "index.html",
          code: '<main class="card"><h1>Asha Rao</h1><p>Product analyst, cohort 12</p></main>\n',
        },
        { fileName: "styles.css", code: ".card { font-family: sans-serif; padding: 1rem; }\n" },
      ],
    },
  },
];

export const sandboxEmbedSamples: WidgetSample<SandboxEmbedData>[] = [
  {
    title: "The seeded landing-page sandbox, embedded",
    data: {
      type: "SANDBOX_EMBED",
      title: "Landing page sandbox",
      src: "/codesandbox/embed/landing-page",
      minHeight: 360,
    },
  },
];
