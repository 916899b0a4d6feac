import { component, container, page, section } from "../builders";
import { band, button, heading, pageData, portrait, tag } from "../common";

const avatar = (n: number) => portrait(n);

export const reviewsPage = page(
  {
    id: "reviews",
    uri: "/reviews",
    pageData: pageData({
      title: "Reviews",
      description:
        "What learners say about our fellowships and the Applied Generative AI bootcamp.",
      pageName: "Reviews",
    }),
  },
  [
    section("reviews-title", { layout: band("surface", "m") }, [
      component("PAGE_TITLE", {
        viewType: "WITH_BORDER_LINE",
        title: "Learner reviews",
        subtitle: "Stories from people who changed roles or grew in the one they have.",
      }),
      component("STATS", {
        items: [
          { value: "4.8/5", label: "Average rating" },
          { value: "92%", label: "Would recommend us to a friend" },
          { value: "5", label: "Career tracks reviewed" },
        ],
      }),
    ]),
    section("tracks", { layout: band("white", "s") }, [
      component("TAG_LIST", {
        label: "Tracks",
        alignment: "CENTER",
        tagData: [
          tag("Product management", "primary-light"),
          tag("Product design", "pink-light"),
          tag("Data analysis", "blue-light"),
          tag("Business analysis", "yellow-light"),
          tag("Generative AI", "green-light"),
        ],
      }),
    ]),
    section(
      "product-and-design",
      { header: heading("Product and design"), layout: band("white") },
      [
        component("TESTIMONIALS", {
          testimonials: [
            {
              quote:
                "The mock interviews were tougher than the real ones. When I sat the product sense round, it felt like another Tuesday session with my mentor.",
              name: "Aditi Kulkarni",
              role: "Associate Product Manager",
              company: "Orbit Commerce",
              image: avatar(1),
              rating: 5,
            },
            {
              quote:
                "My mentor made me rewrite my problem statement four times. The fourth version is what got me through the final round.",
              name: "Ishita Verma",
              role: "Associate Product Manager",
              company: "Quill Media",
              image: avatar(4),
              rating: 5,
            },
            {
              quote:
                "Weekly critiques taught me to explain decisions instead of just showing screens. My case studies finally read like stories.",
              name: "Neha Joshi",
              role: "Product Designer",
              company: "Fernway Travel",
              image: avatar(3),
              rating: 4,
            },
          ],
        }),
      ],
    ),
    section(
      "data-and-business",
      { header: heading("Data and business analysis"), layout: band("surface") },
      [
        component("TESTIMONIALS", {
          testimonials: [
            {
              quote:
                "I came from customer support with no SQL at all. Three months later I walked a hiring manager through my churn dashboard and got the offer.",
              name: "Farhan Siddiqui",
              role: "Data Analyst",
              company: "Bluepeak Analytics",
              image: avatar(2),
              rating: 5,
            },
            {
              quote:
                "The stakeholder simulations were the closest thing to the real job. In my interview I described one almost word for word.",
              name: "Harini Subramanian",
              role: "Business Analyst",
              company: "Tidewater Logistics",
              image: avatar(2),
              rating: 5,
            },
          ],
        }),
      ],
    ),
    section("generative-ai", { header: heading("Generative AI"), layout: band("white") }, [
      container({ numColumns: 2, alignment: "ROW", gap: 32 }, [
        component(
          "TESTIMONIALS",
          {
            testimonials: [
              {
                quote:
                  "Building the evaluation set in week seven changed how I think about every AI feature at work. We now measure before we ship.",
                name: "Karthik Menon",
                role: "Senior Software Engineer",
                company: "Kestrel Pay",
                rating: 5,
              },
            ],
          },
          { span: 6 },
        ),
        component(
          "BANNER",
          {
            viewType: "BIG_CARD",
            superText: "Upskilling bootcamp",
            text: "Build your first AI assistant in 8 weeks",
            subText: "Weekend classes, ready-to-run labs and two projects you can demo at work.",
            buttonDataList: [button("See the bootcamp", "/course/generative-ai-course")],
          },
          { span: 6 },
        ),
      ]),
    ]),
    section("write-your-story", { layout: band("primary-light", "s") }, [
      component("BUTTON_LIST", {
        label: "Next steps",
        alignment: "CENTER",
        buttonDataList: [
          button("Explore programmes", "/#programmes"),
          button("Talk to an advisor", "/contact-us", "secondary"),
        ],
      }),
    ]),
  ],
);
