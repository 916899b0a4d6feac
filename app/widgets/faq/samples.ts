import type { WidgetSample } from "../types";
import type { FaqInput } from "~/contract/widgets/faq";

export const faqSamples: WidgetSample<FaqInput>[] = [
  {
    title: "Fellowship FAQ, first answer open",
    data: {
      type: "FAQ",
      openFirst: true,
      headerData: { textData: { text: "Frequently asked questions" } },
      questions: [
        {
          question: "Who is the Product Manager Fellowship for?",
          answer:
            "Working professionals with two or more years of experience who want to move into product roles: engineers, designers, analysts, consultants and founders.\n\nYou do not need a product title today; you need curiosity about users and the patience to practise.",
        },
        {
          question: "How much time should I plan for each week?",
          answer:
            "Plan for 8 to 10 hours: two live classes on weekday evenings, one mentor session every two weeks and time for assignments.",
        },
        {
          question: "What happens if I miss a live class?",
          answer:
            "Every class is recorded and available in your dashboard the same night. Your mentor can help you catch up on anything you missed.",
        },
        {
          question: "How does placement support work?",
          answer:
            "After your capstone you get resume and LinkedIn reviews, mock interviews with industry mentors and referrals to roles at our hiring partners.\n\nPlacement support continues until you land a role you are happy with.",
        },
      ],
    },
  },
  {
    title: "Bootcamp FAQ, all closed, with a footer button",
    data: {
      type: "FAQ",
      headerData: {
        textData: {
          text: "Applied Generative AI Bootcamp: your questions",
          subText: "Still unsure? Talk to a learning advisor.",
        },
      },
      questions: [
        {
          question: "Do I need to know how to code?",
          answer:
            "Basic Python helps. The first week includes a refresher, and every project ships with a starter template.",
        },
        {
          question: "Which tools will I use?",
          answer:
            "OpenAI and open-source models, LangChain, a vector database and simple evaluation harnesses you will build yourself.",
        },
        {
          question: "Do I get a certificate?",
          answer: "Yes. You receive a verifiable certificate once both projects pass review.",
        },
      ],
      footerData: {
        buttonDataList: [
          {
            buttonText: "Contact us",
            bgColorData: { bgKey: "secondary" },
            action: { type: "NAVIGATION", uri: "/contact-us" },
          },
        ],
      },
    },
  },
];
