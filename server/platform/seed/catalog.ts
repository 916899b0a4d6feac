/**
 * What the reference platform sells and rewards: items (money in paise), coupons, rewards and the
 * learning activities of the seeded course dashboard. Pages name these ids in their actions.
 */
import type { CouponSeed, ItemSeed, ItemType, RewardSeed } from "../db/records";

export {
  ITEM_TYPES,
  type CouponSeed,
  type ItemSeed,
  type ItemType,
  type RewardSeed,
} from "../db/records";

const item = (
  id: string,
  itemType: ItemType,
  name: string,
  price: number,
  more: Partial<Pick<ItemSeed, "partInstalments" | "isLive">> = {},
): ItemSeed => ({
  id,
  itemType,
  name,
  price,
  partInstalments: more.partInstalments ?? null,
  isLive: more.isLive ?? true,
});

export const ITEM_IDS = {
  pmFellowship: "pm-fellowship",
  daFellowship: "da-fellowship",
  genaiBootcamp: "genai-bootcamp",
  careerFair: "career-fair-2026",
  sqlWorkshop: "sql-workshop",
  sqlBasicsFree: "sql-basics-free",
  scaleMonthly: "scale-monthly",
  scaleTrial: "scale-monthly-trial",
  pmMentorship: "pm-mentorship-cohort-7",
} as const;

export const seedItems: readonly ItemSeed[] = [
  item(ITEM_IDS.pmFellowship, "COURSE", "Product Manager Fellowship", 4999900, {
    partInstalments: 2,
  }),
  item(ITEM_IDS.daFellowship, "COURSE", "Data Analyst Fellowship", 3999900),
  item(ITEM_IDS.genaiBootcamp, "COURSE", "Applied Generative AI Bootcamp", 2499900, {
    isLive: false,
  }),
  item(ITEM_IDS.careerFair, "EVENT", "Career Fair 2026", 0),
  item(ITEM_IDS.sqlWorkshop, "WORKSHOP", "SQL Basics Workshop", 49900),
  item(ITEM_IDS.sqlBasicsFree, "WORKSHOP", "SQL Basics: free intro session", 0),
  item(ITEM_IDS.scaleMonthly, "SUBSCRIPTION", "Scale membership, monthly", 99900),
  item(ITEM_IDS.scaleTrial, "SUBSCRIPTION", "Scale membership, 14-day free trial", 0),
  item(ITEM_IDS.pmMentorship, "MENTORSHIP", "Product Management Mentorship, Cohort 7", 0),
];

/** Where a learner finds each item (the "link to it" of an owner, the cards of My Courses). */
export const ITEM_PAGE_URIS: Readonly<Record<string, string>> = {
  [ITEM_IDS.pmFellowship]: "/course-dashboard/product-management",
  [ITEM_IDS.daFellowship]: "/course-dashboard/data-analyst",
  [ITEM_IDS.genaiBootcamp]: "/course/generative-ai-course",
  [ITEM_IDS.careerFair]: "/events",
  [ITEM_IDS.sqlWorkshop]: "/workshops/sql-basics",
  [ITEM_IDS.sqlBasicsFree]: "/workshops/sql-basics",
  [ITEM_IDS.scaleMonthly]: "/subscriptions",
  [ITEM_IDS.scaleTrial]: "/subscriptions",
  [ITEM_IDS.pmMentorship]: "/mentorship/product-management",
};

export const seedCoupons: readonly CouponSeed[] = [
  {
    code: "WELCOME10",
    percentOff: 10,
    itemType: "COURSE",
    description: "10 % off any fellowship or bootcamp",
    validUntil: null,
  },
  {
    code: "EXPIRED5",
    percentOff: 5,
    itemType: null,
    description: "5 % off anything (ended on 31 December 2024)",
    validUntil: "2024-12-31T18:29:59.999Z",
  },
];

export const seedRewards: readonly RewardSeed[] = [
  {
    id: "streak-7",
    title: "7-day learning streak",
    statusMessage: "You earned the 7-day streak badge!",
  },
];

/** Activities of the seeded course dashboard that the learning-activity update knows. */
export const LEARNING_ACTIVITIES: Readonly<Record<string, string>> = {
  "da-module-3-assignment": "Module 3 assignment",
  "da-module-4-video": "Module 4 introduction video",
};

export const ACTIVITY_STATUSES = ["NOT_STARTED", "IN_PROGRESS", "COMPLETED"] as const;
