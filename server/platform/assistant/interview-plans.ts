/**
 * The AI interview's questions (spec 01 section 2.4): five per role family, always the same for
 * the same role, each with the words a good answer tends to use (for the feedback and score).
 */

export interface PlannedQuestion {
  text: string;
  /** Lower-case words or phrases an interviewer listens for. */
  keywords: string[];
  /** Where the platform lets a learner practise this topic (the summary's next step). */
  practice?: { label: string; href: string };
}

export type RoleFamily = "frontend" | "backend" | "data" | "product" | "general";

const q = (
  text: string,
  keywords: string[],
  practice?: PlannedQuestion["practice"],
): PlannedQuestion => (practice ? { text, keywords, practice } : { text, keywords });

/** The seeded page that starts an interview (seed/pages/ai-mock-interview.ts; the seed may not
 * import this folder, so a test keeps the two equal): "try again". */
export const INTERVIEW_INVITATION_URI = "/interview-prep/ai-mock-interview";

/** The practice problem groups (server/platform/practice/problems.ts) a topic can point to. */
const SQL_PRACTICE = { label: "Practise SQL problems", href: "/problem-group/sql-practice" };
const CODING_PRACTICE = {
  label: "Practise arrays and strings problems",
  href: "/problem-group/arrays-and-strings-basics",
};

export const QUESTION_PLANS: Record<RoleFamily, readonly PlannedQuestion[]> = {
  frontend: [
    q("Tell me about yourself and a frontend project you are proud of.", [
      "project",
      "react",
      "users",
      "built",
      "team",
    ]),
    q("How does the browser render a page, from HTML to pixels?", [
      "dom",
      "css",
      "layout",
      "paint",
      "javascript",
    ]),
    q("How would you make a slow page load faster?", [
      "cache",
      "bundle",
      "lazy",
      "images",
      "measure",
    ]),
    q("How do you make a web page accessible to everyone?", [
      "keyboard",
      "screen reader",
      "contrast",
      "aria",
      "semantic",
    ]),
    q(
      "Tell me about a bug that was hard to find, and how you found it.",
      ["reproduce", "debug", "logs", "root cause", "test"],
      CODING_PRACTICE,
    ),
  ],
  backend: [
    q("Tell me about yourself and a backend system you built or worked on.", [
      "api",
      "database",
      "service",
      "built",
      "users",
    ]),
    q("How would you design a REST API for a to-do list application?", [
      "endpoint",
      "get",
      "post",
      "status",
      "resource",
    ]),
    q("When would you choose a relational database over a document store?", [
      "transaction",
      "schema",
      "join",
      "consistency",
      "scale",
    ]),
    q("How would you find out why an endpoint became slow in production?", [
      "metrics",
      "logs",
      "query",
      "profile",
      "index",
    ]),
    q("How do you keep a service reliable when a dependency fails?", [
      "retry",
      "timeout",
      "circuit breaker",
      "fallback",
      "monitor",
    ]),
  ],
  data: [
    q("Tell me about yourself and an analysis that changed a decision.", [
      "data",
      "insight",
      "decision",
      "stakeholder",
      "impact",
    ]),
    q(
      "How would you find the top customers by revenue in SQL?",
      ["group by", "sum", "order by", "join", "limit"],
      SQL_PRACTICE,
    ),
    q("A metric dropped 20% overnight. How do you investigate?", [
      "segment",
      "data quality",
      "tracking",
      "compare",
      "hypothesis",
    ]),
    q("How do you explain a technical finding to a non-technical audience?", [
      "story",
      "chart",
      "simple",
      "recommendation",
      "audience",
    ]),
    q("How would you check whether an A/B test result is real?", [
      "sample size",
      "significance",
      "p-value",
      "confidence",
      "control",
    ]),
  ],
  product: [
    q("Tell me about yourself and a product you helped shape.", [
      "users",
      "problem",
      "launched",
      "team",
      "impact",
    ]),
    q("How do you decide what to build next?", ["users", "impact", "effort", "data", "priorit"]),
    q("How would you measure the success of a new feature?", [
      "metric",
      "adoption",
      "retention",
      "goal",
      "baseline",
    ]),
    q("Tell me about a time you disagreed with engineering or design.", [
      "listened",
      "data",
      "trade-off",
      "agreed",
      "outcome",
    ]),
    q("How would you improve an app you use every day?", [
      "users",
      "pain point",
      "prioritise",
      "measure",
      "experiment",
    ]),
  ],
  general: [
    q("Tell me about yourself and why this role interests you.", [
      "experience",
      "skills",
      "interest",
      "goal",
      "learn",
    ]),
    q("Tell me about a project you are proud of.", ["project", "built", "result", "team", "role"]),
    q(
      "Describe a time you solved a difficult problem.",
      ["problem", "approach", "result", "learned", "steps"],
      CODING_PRACTICE,
    ),
    q("Tell me about a time you worked with a difficult teammate.", [
      "listened",
      "communicat",
      "agreed",
      "outcome",
      "team",
    ]),
    q("Where do you want to be in three years?", ["goal", "learn", "grow", "lead", "skills"]),
  ],
};

/** The question family a free-text role belongs to. */
export function roleFamily(role: string): RoleFamily {
  const text = role.toLowerCase();
  if (/front[\s-]?end|\bui\b|react/.test(text)) return "frontend";
  if (/back[\s-]?end|server|api/.test(text)) return "backend";
  if (/\bdata\b|analyst|analytics|scien/.test(text)) return "data";
  if (/product/.test(text)) return "product";
  return "general";
}

export function questionPlan(role: string): readonly PlannedQuestion[] {
  return QUESTION_PLANS[roleFamily(role)];
}
