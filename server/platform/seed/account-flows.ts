import { ITEM_IDS } from "./catalog";

/**
 * Issue 16's seed data (docs/decisions/019): the programmes a learner joins with an invitation
 * code on /join-program, and the course invitations behind /course-invite/{code}. Codes are
 * compared upper-cased.
 */
export interface ProgramSeed {
  id: string;
  name: string;
  invitationCodes: readonly string[];
}

export const PROGRAMS: readonly ProgramSeed[] = [
  {
    id: "scale-campus-2026",
    name: "Scale Campus Programme 2026",
    invitationCodes: ["SCALE-CAMPUS-2026"],
  },
  {
    id: "rise-women-in-product",
    name: "Rise: Women in Product Fellowship",
    invitationCodes: ["RISE-WIP-7", "RISE-WIP-ALUMNI"],
  },
];

export function programForCode(code: string): ProgramSeed | undefined {
  const wanted = code.trim().toUpperCase();
  return PROGRAMS.find((program) => program.invitationCodes.includes(wanted));
}

export interface CourseInviteSeed {
  code: string;
  itemId: string;
  courseTitle: string;
  invitedBy: string;
  note: string;
}

export const COURSE_INVITES: readonly CourseInviteSeed[] = [
  {
    code: "pm-cohort-7-mentor",
    itemId: ITEM_IDS.pmFellowship,
    courseTitle: "Product Manager Fellowship",
    invitedBy: "Ananya Rao, Product Mentor",
    note: "Your mentor has reserved a seat for you in cohort 7. Accept to see the course dashboard.",
  },
  {
    code: "genai-bootcamp-team",
    itemId: ITEM_IDS.genaiBootcamp,
    courseTitle: "Applied Generative AI Bootcamp",
    invitedBy: "Your employer's learning team",
    note: "Your team pays for this bootcamp. Accept to start with the first live workshop.",
  },
];

export function courseInviteFor(code: string): CourseInviteSeed | undefined {
  return COURSE_INVITES.find((invite) => invite.code === code);
}
