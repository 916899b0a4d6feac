import type { WidgetSample } from "../types";
import type { TestimonialsInput } from "~/contract/widgets/testimonials";

const avatar = (n: number) => ({
  url: `/images/mentor-${n}.svg`,
  aspectRatioX: 1,
  aspectRatioY: 1,
});

export const testimonialsSamples: WidgetSample<TestimonialsInput>[] = [
  {
    title: "Learner stories with ratings",
    data: {
      type: "TESTIMONIALS",
      headerData: {
        textData: { superText: "Learner stories", text: "Careers changed, one cohort at a time" },
      },
      testimonials: [
        {
          quote:
            "The mock interviews were harder than the real ones. By the time I sat the product sense round at my new company, it felt like another Tuesday session with my mentor.",
          name: "Ananya Rao",
          role: "Associate Product Manager",
          company: "Northwind",
          image: avatar(1),
          rating: 5,
        },
        {
          quote:
            "I came from customer support with zero SQL. Twelve weeks later I was presenting a churn dashboard to a hiring manager who asked how soon I could start.",
          name: "Rahul Mehta",
          role: "Data Analyst",
          company: "Globex",
          image: avatar(2),
          rating: 5,
        },
        {
          quote:
            "Design critiques every week taught me to explain my decisions, not just show screens. My case studies finally read like stories.",
          name: "Sara Thomas",
          role: "Product Designer",
          company: "Hooli",
          image: avatar(3),
          rating: 4,
        },
      ],
      footerData: {
        buttonDataList: [
          {
            buttonText: "Read all reviews",
            bgColorData: { bgKey: "secondary" },
            action: { type: "NAVIGATION", uri: "/reviews" },
          },
        ],
      },
    },
  },
  {
    title: "Mentor notes without photos or ratings",
    data: {
      type: "TESTIMONIALS",
      bgColorData: { bgKey: "surface" },
      headerData: { textData: { text: "What our mentors say" } },
      testimonials: [
        {
          quote:
            "The best fellows treat feedback as data. They come back the next week with a sharper problem statement, not a defence of the old one.",
          name: "Vikram Iyer",
          role: "Group Product Manager",
        },
        {
          quote:
            "Generative AI projects live or die on evaluation. I love that this bootcamp makes learners build their own eval sets from day one.",
          name: "Meera Krishnan",
          role: "ML Engineer",
          company: "Initech",
          image: avatar(4),
        },
      ],
    },
  },
];
