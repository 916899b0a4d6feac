import { callPath } from "~/contract/calls";
import { TAKE_ME_HOME } from "~/contract/page-texts";
import type { PageRecord } from "../../db/pages";
import { actionButton, apiCall } from "../actions";
import { COURSE_INVITES, type CourseInviteSeed } from "../account-flows";
import { component, page, section } from "../builders";
import { band, button, pageData } from "../common";

export const COURSE_INVITE_PREFIX = "/course-invite/";
export const INVITE_NOT_FOUND_TITLE = "This invitation was not found";

/**
 * /course-invite/{code} (spec 01 section 2.1, "Other"): accept an invitation to a course. Accepting
 * is an API_CALL that needs a login (a visitor is asked to log in first, decision 004); it enrols
 * the learner without a payment. One stored page per invitation; an unknown code gets the page
 * below, which says so in plain words instead of the general not-found page.
 */
function courseInvitePage(invite: CourseInviteSeed) {
  return page(
    {
      id: `course-invite-${invite.code}`,
      uri: `${COURSE_INVITE_PREFIX}${invite.code}`,
      pageData: pageData({
        title: `Invitation: ${invite.courseTitle}`,
        description: `You are invited to the ${invite.courseTitle}.`,
        pageName: "Course Invite",
        marketing: false,
      }),
    },
    [
      section("invite", { layout: band("surface", "m") }, [
        component(
          "HEADER_TEXT",
          {
            textData: {
              superText: `Invited by ${invite.invitedBy}`,
              text: `Join the ${invite.courseTitle}`,
              subText: invite.note,
            },
            textSize: 2,
            buttonDataList: [
              actionButton(
                "Accept invitation",
                apiCall(callPath("courseInviteAccept"), { inviteCode: invite.code }),
              ),
              button("Read about the course first", "/my-courses", "secondary"),
            ],
          },
          { id: "course-invite-card" },
        ),
      ]),
    ],
  );
}

export const courseInvitePages = COURSE_INVITES.map(courseInvitePage);

/** The page for a code no invitation has (built as it is asked for, never stored). */
export function unknownCourseInvitePage(uri: string): PageRecord | undefined {
  if (!uri.startsWith(COURSE_INVITE_PREFIX) || uri.length === COURSE_INVITE_PREFIX.length) {
    return undefined;
  }
  const built = page(
    {
      id: "course-invite-unknown",
      uri,
      pageData: pageData({
        title: INVITE_NOT_FOUND_TITLE,
        description: "The course invitation link is not valid.",
        pageName: "Course Invite",
        marketing: false,
      }),
    },
    [
      section("invite-missing", { layout: band("surface", "m") }, [
        component(
          "HEADER_TEXT",
          {
            textData: {
              text: INVITE_NOT_FOUND_TITLE,
              subText:
                "The link may be mistyped, or the invitation was withdrawn. Ask the person who invited you for a new link.",
            },
            textSize: 2,
            buttonDataList: [
              button(TAKE_ME_HOME, "/"),
              button("My courses", "/my-courses", "secondary"),
            ],
          },
          { id: "course-invite-missing" },
        ),
      ]),
    ],
  );
  return built;
}
