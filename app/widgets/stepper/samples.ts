import type { WidgetSample } from "../types";
import type { StepperInput } from "~/contract/widgets/stepper";

export const stepperSamples: WidgetSample<StepperInput>[] = [
  {
    title: "How admission works, four steps in a row",
    data: {
      type: "STEPPER",
      steps: [
        { title: "Apply online", text: "Tell us about your experience and goals in ten minutes." },
        {
          title: "Talk to a counsellor",
          text: "A 20-minute call to check the fellowship fits you.",
        },
        {
          title: "Take the aptitude test",
          text: "45 minutes of logic and basic numeracy, no coding.",
        },
        {
          title: "Join your cohort",
          text: "Pay the fee or the first instalment and meet your mentor.",
        },
      ],
    },
  },
  {
    title: "Your first week, vertical",
    data: {
      type: "STEPPER",
      layout: "VERTICAL",
      steps: [
        { title: "Set up your learning dashboard" },
        { title: "Watch the orientation masterclass", text: "Recorded, 40 minutes." },
        { title: "Book your first mentor session" },
      ],
    },
  },
];
