import { describe, expect, it } from "vitest";
import { mentorListSchema } from "~/contract/widgets/mentor-list";
import {
  accepts,
  describeSamples,
  displayDef,
  escapeHtml,
  expectInert,
  expectRefused,
  JS_URL,
  renderCell,
  SCRIPT,
} from "./display-kit";

describeSamples(displayDef("MENTOR_LIST"), (data) =>
  (data as { mentors: { name: string; expertise?: string[] }[] }).mentors.flatMap((m) => [
    m.name,
    ...(m.expertise ?? []),
  ]),
);

const ananya = {
  name: "Ananya Rao",
  role: "Senior Product Manager",
  company: "Razorpay",
  rating: 4.85,
  sessionsCount: 1240,
  experienceYears: 9,
  expertise: ["Payments", "Product sense"],
  languages: ["English", "Hindi"],
  availability: "Next free slot: Thu",
  buttons: [
    { buttonText: "Book a session", action: { type: "NAVIGATION", uri: "/mentorship/book?m=1" } },
  ],
};

describe("MENTOR_LIST", () => {
  it("shows each mentor as a card in a list, with rating, facts and expertise in words", async () => {
    const html = await renderCell("MENTOR_LIST", { mentors: [ananya, { name: "Neha Kulkarni" }] });
    expect(html).toMatch(/<ul class="mentor-list__grid mentor-list__cols3">/);
    expect(html.match(/<li class="mentor-list__card">/g)).toHaveLength(2);
    expect(html).toMatch(
      /<h3 class="mentor-list__name">Ananya Rao<\/h3><p class="mentor-list__role">Senior Product Manager at Razorpay<\/p>/,
    );
    expect(html).toContain(
      '<span aria-hidden="true" class="mentor-list__star">★</span>Rated 4.9 out of 5',
    );
    expect(html).toContain("9 years of experience · 1,240 sessions");
    expect(html).toContain(`aria-label="${escapeHtml("Ananya Rao's areas of expertise")}"`);
    expect(html).toContain("Speaks: English, Hindi");
    expect(html).toMatch(/<a[^>]*href="\/mentorship\/book\?m=1"[^>]*>.*Book a session/);
    // No photo: initials stand in, hidden from screen readers (the name is right there).
    expect(html).toMatch(
      /<span class="mentor-list__avatar mentor-list__initials" aria-hidden="true">NK<\/span>/,
    );
  });

  it("takes the desktop column count from numColumns", async () => {
    expect(await renderCell("MENTOR_LIST", { mentors: [ananya], numColumns: 2 })).toContain(
      '<ul class="mentor-list__grid mentor-list__cols2">',
    );
  });

  it("refuses lists without mentors and out-of-range figures", async () => {
    expectRefused("MENTOR_LIST", {});
    expectRefused("MENTOR_LIST", { mentors: [] });
    expectRefused("MENTOR_LIST", { mentors: [{ role: "PM" }] });
    expectRefused("MENTOR_LIST", { mentors: [ananya], numColumns: 9 });
    expect(
      mentorListSchema.parse({ mentors: [{ ...ananya, rating: 7 }, ananya] }).mentors,
    ).toHaveLength(1);
  });

  it("tolerates unknown fields and drops malformed expertise", async () => {
    const data = { mentors: [{ ...ananya, timezone: "IST", expertise: ["SQL", 3] }], layout: "x" };
    expect(accepts(displayDef("MENTOR_LIST"), data)).toBe(true);
    expect(mentorListSchema.parse(data).mentors[0].expertise).toEqual(["SQL"]);
  });

  it("renders hostile text as text and no javascript: link", async () => {
    const html = await renderCell("MENTOR_LIST", {
      mentors: [
        {
          name: SCRIPT,
          bio: SCRIPT,
          expertise: [SCRIPT],
          image: { url: JS_URL },
          buttons: [{ buttonText: "Book", action: { type: "NAVIGATION", uri: JS_URL } }],
        },
      ],
    });
    expect(html).toContain(escapeHtml(SCRIPT));
    expect(html).not.toContain("javascript:");
    expectInert(html);
  });
});
