import { describe, expect, it } from "vitest";
import { jobListSchema } from "~/contract/widgets/job-list";
import { JOB_LIST_TEXTS, salaryText } from "~/contract/widgets/job-list-look";
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

describeSamples(displayDef("JOB_LIST"), (data) =>
  (data as { jobs: { role: string; company: string; skills?: string[] }[] }).jobs.flatMap((j) => [
    j.role,
    j.company,
    ...(j.skills ?? []),
  ]),
);

const apm = {
  role: "Associate Product Manager",
  company: "Razorpay",
  location: "Bengaluru",
  workMode: "HYBRID",
  employmentType: "FULL_TIME",
  experience: "1 to 3 years",
  salary: { min: 1400000, max: 2200000 },
  skills: ["SQL", "Product sense"],
  note: "Posted 2 days ago",
  applyButton: { action: { type: "NAVIGATION", uri: "/job-application/rzp-apm" } },
};

describe("JOB_LIST", () => {
  it("shows role, company, place, work mode, type and experience, salary in words", async () => {
    const html = await renderCell("JOB_LIST", { jobs: [apm] });
    expect(html).toMatch(/<ul class="job-list__list"><li class="job-list__job">/);
    expect(html).toMatch(
      /<h3 class="job-list__role">Associate Product Manager<\/h3><p class="job-list__company">Razorpay<\/p>/,
    );
    expect(html).toContain("Bengaluru · Hybrid · Full-time · 1 to 3 years");
    expect(html).toContain(
      '<span class="visually-hidden">Salary: </span>₹14 lakh to ₹22 lakh a year',
    );
    expect(html).toContain('aria-label="Skills for Associate Product Manager"');
    expect(html).toContain("Posted 2 days ago");
  });

  it("has an apply link named after the role, working without JavaScript", async () => {
    const html = await renderCell("JOB_LIST", { jobs: [apm] });
    const link = html.match(/<a [^>]*>Apply<\/a>/)?.[0] ?? "";
    expect(link).toContain('href="/job-application/rzp-apm"');
    expect(link).toContain('aria-label="Apply: Associate Product Manager at Razorpay"');
    const posted = await renderCell("JOB_LIST", {
      jobs: [
        {
          ...apm,
          applyButton: {
            buttonText: "Quick apply",
            action: { type: "API_CALL", uri: "/api/v1/jobs/1/apply" },
          },
        },
      ],
    });
    expect(posted).toMatch(/<form[^>]*method="post"/);
    expect(posted).toContain('aria-label="Quick apply: Associate Product Manager at Razorpay"');
  });

  it("formats salaries in lakhs for rupees, grouped for other currencies, per month too", async () => {
    expect(salaryText({ min: 900000, max: 1350000 })).toBe("₹9 lakh to ₹13.5 lakh a year");
    expect(salaryText({ min: 60000, period: "MONTH" })).toBe("From ₹60,000 a month");
    expect(salaryText({ max: 130000, currency: "usd" })).toBe("Up to $130,000 a year");
    expect(salaryText({ min: 50000, max: 70000, currency: "CHF" })).toBe(
      "CHF 50,000 to CHF 70,000 a year",
    );
    expect(salaryText({})).toBeUndefined();
  });

  it("says so when there are no roles", async () => {
    expect(await renderCell("JOB_LIST", { jobs: [] })).toContain(escapeHtml(JOB_LIST_TEXTS.empty));
  });

  it("refuses malformed lists and drops jobs without role or company", async () => {
    expectRefused("JOB_LIST", {});
    expectRefused("JOB_LIST", { jobs: {} });
    const parsed = jobListSchema.parse({
      jobs: [{ role: "PM" }, { company: "X" }, { ...apm, salary: { currency: "rupees" } }, apm],
    });
    expect(parsed.jobs).toHaveLength(1);
  });

  it("tolerates unknown fields and enum values", async () => {
    const data = {
      jobs: [{ ...apm, workMode: "FOUR_DAY_WEEK", employmentType: "GIG", visa: true }],
    };
    expect(accepts(displayDef("JOB_LIST"), data)).toBe(true);
    const html = await renderCell("JOB_LIST", data);
    expect(html).toContain("Bengaluru · 1 to 3 years");
    expect(html).not.toContain("FOUR_DAY_WEEK");
  });

  it("renders hostile text as text and no javascript: link", async () => {
    const html = await renderCell("JOB_LIST", {
      jobs: [
        {
          role: SCRIPT,
          company: SCRIPT,
          skills: [SCRIPT],
          companyLogo: { url: JS_URL },
          applyButton: { buttonText: SCRIPT, action: { type: "NAVIGATION", uri: JS_URL } },
        },
      ],
    });
    expect(html).toContain(escapeHtml(SCRIPT));
    expect(html).not.toContain("javascript:");
    expectInert(html);
  });
});
