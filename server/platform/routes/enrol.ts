import { z } from "zod";
import type { ItemRecord } from "../db/catalog";
import {
  idSchema,
  parseAction,
  readActionBody,
  requireUser,
  actionError,
} from "../http/action-body";
import { sendJson } from "../http/json";
import type { RouteTable } from "../http/route";
import type { ItemType } from "../seed/catalog";
import { nowOf, type ActionDeps } from "./action-deps";
import { isLinkedInProfileUrl, LINKEDIN_INVALID } from "../validation/linkedin";
import type { UpstreamCallName } from "~/contract/calls";
import { mount, requestOf } from "../http/mount";
import { ENROL_FAILED } from "~/contract/action-texts";

export { ENROL_FAILED };
export const NEEDS_PURCHASE = "This program needs a purchase";
export const COURSE_NOT_FOUND = "Item not found";

/** The API-call result of an enrolment (spec 02 section 3). */
export const enrolledAnswer = (item: ItemRecord) => ({
  status: "SUCCESS",
  statusMessage: `You're enrolled in ${item.name}!`,
  reloadPage: false,
});

/** catalogue name -> the id field it reads and the item type it enrols in. */
const FREE_ENROLMENTS: ReadonlyArray<{
  name: UpstreamCallName;
  field: string;
  itemType: ItemType;
}> = [
  { name: "enrolCourse", field: "courseId", itemType: "COURSE" },
  { name: "enrolEvent", field: "eventId", itemType: "EVENT" },
  { name: "enrolSubscription", field: "subscriptionId", itemType: "SUBSCRIPTION" },
  { name: "enrolWorkshop", field: "workshopId", itemType: "WORKSHOP" },
];

/** Each free enrolment's request: the entry's schema, the id read with the platform's rule. */
const FREE_ENROLMENT_REQUESTS = FREE_ENROLMENTS.map((enrolment) => ({
  ...enrolment,
  schema: requestOf(enrolment.name, z.object({ [enrolment.field]: idSchema })),
}));

function itemToEnrol(deps: ActionDeps, id: string, itemType: ItemType): ItemRecord {
  const item = deps.catalog.findItem(id);
  if (!item || item.itemType !== itemType) throw actionError(404, ENROL_FAILED);
  return item;
}

const MAX_REQUIREMENTS = 20;
const requirementKey = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;

const mentorshipSchema = z.object({
  cohortId: idSchema,
  courseId: idSchema,
  linkedInUrl: z
    .string({ required_error: LINKEDIN_INVALID, invalid_type_error: LINKEDIN_INVALID })
    .trim()
    .refine(isLinkedInProfileUrl, LINKEDIN_INVALID),
  requirements: z
    .record(z.string().trim().max(2000))
    .nullish()
    .transform((map) => map ?? {})
    .refine(
      (map) => Object.keys(map).length <= MAX_REQUIREMENTS,
      `At most ${MAX_REQUIREMENTS} answers`,
    )
    .refine(
      (map) => Object.keys(map).every((key) => requirementKey.test(key)),
      "Answers are named with letters, digits, _ . or -",
    ),
});

const notifySchema = z.object({ courseId: idSchema });

const enrolMentorshipRequest = requestOf("enrolMentorship", mentorshipSchema);
const courseNotifyRequest = requestOf("courseNotify", notifySchema);

/** Free enrolments, mentorship enrolment and notify-me (spec 02 section 7, "Enrolment"). */
export function enrolRoutes(deps: ActionDeps): RouteTable {
  const routes: RouteTable = {};
  for (const { name, field, itemType, schema } of FREE_ENROLMENT_REQUESTS) {
    Object.assign(
      routes,
      mount(name, async (req, res, { session }) => {
        const user = requireUser(session);
        const input = parseAction(schema, await readActionBody(req)) as Record<string, string>;
        const item = itemToEnrol(deps, input[field], itemType);
        // Idempotent: whoever is enrolled (for free or by paying) is answered the same.
        if (!deps.enrolments.find(user.id, item.id)) {
          if (item.price > 0) throw actionError(400, NEEDS_PURCHASE);
          deps.enrolments.enrol({
            userId: user.id,
            itemId: item.id,
            source: "FREE",
            now: nowOf(deps),
          });
        }
        sendJson(res, 200, enrolledAnswer(item));
      }),
    );
  }
  Object.assign(
    routes,
    mount("enrolMentorship", async (req, res, { session }) => {
      const user = requireUser(session);
      const input = parseAction(enrolMentorshipRequest, await readActionBody(req));
      const cohort = itemToEnrol(deps, input.cohortId, "MENTORSHIP");
      itemToEnrol(deps, input.courseId, "COURSE");
      if (!deps.enrolments.find(user.id, cohort.id) && cohort.price > 0) {
        throw actionError(400, NEEDS_PURCHASE);
      }
      deps.enrolments.enrol({
        userId: user.id,
        itemId: cohort.id,
        source: "MENTORSHIP",
        details: {
          courseId: input.courseId,
          linkedInUrl: input.linkedInUrl,
          requirements: input.requirements,
        },
        now: nowOf(deps),
      });
      sendJson(res, 200, enrolledAnswer(cohort));
    }),
    mount("courseNotify", async (req, res, { session }) => {
      const user = requireUser(session);
      const { courseId } = parseAction(courseNotifyRequest, await readActionBody(req));
      const course = deps.catalog.findItem(courseId);
      if (!course || course.itemType !== "COURSE") throw actionError(404, COURSE_NOT_FOUND);
      deps.enrolments.notify(user.id, course.id, nowOf(deps));
      sendJson(res, 200, { status: "SUCCESS" });
    }),
  );
  return routes;
}
