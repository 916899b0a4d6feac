import { component, page, section } from "../builders";
import { band, pageData } from "../common";

/** Policy pages change rarely: cache them for an hour. */
const POLICY_TTL_SECONDS = 3600;

type Block = {
  kind: "heading" | "paragraph" | "list";
  text?: string;
  items?: string[];
  id?: string;
};

function policyPage(id: string, uri: string, title: string, intro: string, blocks: Block[]) {
  return page(
    {
      id,
      uri,
      ttl: POLICY_TTL_SECONDS,
      pageData: pageData({ title, description: intro, pageName: title, marketing: false }),
    },
    [
      section("policy-title", { layout: band("white", "s") }, [
        component("PAGE_TITLE", { viewType: "WITH_BORDER_LINE", title, subtitle: intro }),
      ]),
      section("policy-body", { layout: band("white", "s") }, [
        component("RICH_TEXT", { showTableOfContents: true, blocks }),
      ]),
    ],
  );
}

export const termsPage = policyPage(
  "policy-tos",
  "/policy/tos",
  "Terms of Use",
  "These terms apply to every fellowship, bootcamp and workshop you join on the platform.",
  [
    { kind: "heading", text: "Your account", id: "account" },
    {
      kind: "paragraph",
      text: "Keep your login details private. One account is meant for one learner, and you are responsible for what happens under it.",
    },
    { kind: "heading", text: "Live classes and recordings", id: "classes" },
    {
      kind: "list",
      items: [
        "Recordings are available for the duration of your programme.",
        "Sharing recordings or course material outside your cohort is not allowed.",
        "Mentor sessions can be rescheduled up to 24 hours in advance.",
      ],
    },
    { kind: "heading", text: "Your work", id: "your-work" },
    {
      kind: "paragraph",
      text: "Projects you create stay yours. We may show them to hiring partners only with your permission.",
    },
    { kind: "heading", text: "Conduct", id: "conduct" },
    {
      kind: "paragraph",
      text: "Be respectful in classes, critiques and community spaces. We may remove anyone who harasses others.",
    },
    { kind: "heading", text: "Changes to these terms", id: "changes" },
    {
      kind: "paragraph",
      text: "We will tell you by email before material changes take effect.",
    },
  ],
);

export const privacyPolicyPage = policyPage(
  "policy-privacy",
  "/policy/privacy-policy",
  "Privacy Policy",
  "What we collect, why we collect it and the choices you have.",
  [
    { kind: "heading", text: "What we collect", id: "what-we-collect" },
    {
      kind: "list",
      items: [
        "Account details you give us: name, email and phone number.",
        "Learning activity: classes attended, assignments and mentor feedback.",
        "Technical data: device type, browser and pages visited.",
      ],
    },
    { kind: "heading", text: "How we use it", id: "how-we-use-it" },
    {
      kind: "paragraph",
      text: "To run your programme, improve our teaching and, with your consent, share your profile with hiring partners.",
    },
    { kind: "heading", text: "Cookies", id: "cookies" },
    {
      kind: "paragraph",
      text: "We use cookies to keep you logged in and to understand which pages are useful.",
    },
    { kind: "heading", text: "Your choices", id: "your-choices" },
    {
      kind: "paragraph",
      text: "You can ask for a copy of your data, correct it or delete your account at any time by contacting us.",
    },
  ],
);

export const refundPolicyPage = policyPage(
  "policy-refund",
  "/policy/refund-policy",
  "Refund Policy",
  "When you can ask for your money back, and how quickly it reaches you.",
  [
    { kind: "heading", text: "Fellowships and bootcamps", id: "programmes" },
    {
      kind: "list",
      items: [
        "Ask within 7 days of your cohort's first live class for a full refund.",
        "After that, the fee for the weeks not yet started is refunded, less any scholarship.",
        "A programme we cancel or move is refunded in full, whatever the date.",
      ],
    },
    { kind: "heading", text: "Workshops and mentor sessions", id: "workshops" },
    {
      kind: "paragraph",
      text: "Paid workshops and mentor sessions are refunded in full when cancelled at least 24 hours before they start.",
    },
    { kind: "heading", text: "How refunds are paid", id: "how" },
    {
      kind: "paragraph",
      text: "Refunds go back to the card or account you paid with, within 7 working days of approval. Write to us from the Contact Us page with your order number.",
    },
  ],
);
