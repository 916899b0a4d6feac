/** The job-list widget's texts, enumerations and salary format: zod-free, for the browser. */
import { plainNumber } from "./display-look";

export const WORK_MODES = ["ONSITE", "REMOTE", "HYBRID"] as const;
export const WORK_MODE_LABELS: Record<(typeof WORK_MODES)[number], string> = {
  ONSITE: "On-site",
  REMOTE: "Remote",
  HYBRID: "Hybrid",
};

export const EMPLOYMENT_TYPES = ["FULL_TIME", "PART_TIME", "INTERNSHIP", "CONTRACT"] as const;
export const EMPLOYMENT_TYPE_LABELS: Record<(typeof EMPLOYMENT_TYPES)[number], string> = {
  FULL_TIME: "Full-time",
  PART_TIME: "Part-time",
  INTERNSHIP: "Internship",
  CONTRACT: "Contract",
};

export const SALARY_PERIODS = ["YEAR", "MONTH"] as const;

export const JOB_LIST_TEXTS = {
  empty: "No open roles match right now. New roles from hiring partners arrive every week.",
  apply: "Apply",
  /** The apply button's name starts with its visible text (WCAG label in name). */
  applyTo: (text: string, role: string, company: string) => `${text}: ${role} at ${company}`,
  salary: "Salary",
  skills: (role: string) => `Skills for ${role}`,
  perYear: "a year",
  perMonth: "a month",
} as const;

const SYMBOLS: Record<string, string> = { INR: "₹", USD: "$", EUR: "€", GBP: "£", SGD: "S$" };

function groupThousands(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** One amount: Indian salaries of a lakh and more in lakhs ("₹12 lakh"), others grouped. */
function amount(value: number, currency: string): string {
  const symbol = SYMBOLS[currency] ?? `${currency} `;
  if (currency === "INR" && value >= 100000) return `${symbol}${plainNumber(value / 100000)} lakh`;
  return `${symbol}${groupThousands(value)}`;
}

/** "₹12 lakh to ₹18 lakh a year"; undefined without an amount. */
export function salaryText(salary: {
  min?: number;
  max?: number;
  currency?: string;
  period?: string;
}): string | undefined {
  const currency = (salary.currency ?? "INR").toUpperCase();
  const per = salary.period === "MONTH" ? JOB_LIST_TEXTS.perMonth : JOB_LIST_TEXTS.perYear;
  const { min, max } = salary;
  if (min !== undefined && max !== undefined && max > min) {
    return `${amount(min, currency)} to ${amount(max, currency)} ${per}`;
  }
  const one = min ?? max;
  if (one === undefined) return undefined;
  return `${min === undefined ? "Up to " : max === undefined ? "From " : ""}${amount(one, currency)} ${per}`;
}
