/**
 * What the reference platform sells and rewards: items (money in paise), coupons, rewards and the
 * learning activities of the seeded course dashboard. Pages name these ids in their actions.
 */

export const ITEM_TYPES = ["COURSE", "EVENT", "WORKSHOP", "SUBSCRIPTION", "MENTORSHIP"] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export interface ItemSeed {
  id: string;
  itemType: ItemType;
  name: string;
  /** Integer minor units (paise); 0 is free. */
  price: number;
  /** Instalments when the item may be paid in parts. */
  partInstalments: number | null;
  /** False: announced, not on sale yet (COURSE_NOTIFY). */
  isLive: boolean;
}

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

export interface CouponSeed {
  code: string;
  percentOff: number;
  /** The item type it applies to; null: any. */
  itemType: ItemType | null;
  description: string;
  /** ISO time after which it is invalid; null: never. */
  validUntil: string | null;
}

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

export interface RewardSeed {
  id: string;
  title: string;
  statusMessage: string;
}

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
