import { callPath } from "~/contract/calls";
import { component, page, section } from "../builders";
import { band, button, pageData } from "../common";

export const JOIN_PROGRAM_FORM_ID = "join-program";
export const INVITATION_CODE_FIELD = "invitationCode";

/**
 * /join-program (spec 01 section 2.1, "Other": anyone may see it): join a programme with the
 * invitation code from an email. The form posts as FORM_SUBMIT to the programme-join call, which
 * needs a login: a visitor who submits is asked to log in and the form is kept (decision 004).
 */
export const joinProgramPage = page(
  {
    id: "join-program",
    uri: "/join-program",
    pageData: pageData({
      title: "Join a programme",
      description: "Join a Scale or Rise programme with the invitation code you were sent.",
      pageName: "Join Program",
      marketing: false,
    }),
  },
  [
    section("join-title", { layout: band("surface", "s") }, [
      component("PAGE_TITLE", {
        viewType: "DEFAULT",
        superText: "Invitation",
        title: "Join a programme",
        subtitle:
          "Enter the invitation code from your email. Codes look like SCALE-CAMPUS-2026 and are not case-sensitive.",
      }),
    ]),
    section("join-form", { layout: band("white") }, [
      component(
        "FORM",
        {
          formId: JOIN_PROGRAM_FORM_ID,
          title: "Your invitation code",
          description: "You need to be logged in to join; we keep what you typed while you log in.",
          submitText: "Join programme",
          // A generic form shows the spec's application default unless it names its own success.
          successMessage: "You have joined the programme. Its sessions are now on your dashboard.",
          intent: "FORM_SUBMIT",
          submitAction: { type: "API_CALL", uri: callPath("programJoin") },
          fields: [
            {
              name: INVITATION_CODE_FIELD,
              label: "Invitation code",
              type: "text",
              required: true,
              placeholder: "SCALE-CAMPUS-2026",
            },
          ],
        },
        { id: "join-program-form" },
      ),
    ]),
    section("join-help", { layout: band("surface", "s") }, [
      component("HEADER_TEXT", {
        textData: {
          text: "No code yet?",
          subText:
            "Programmes open by invitation after an interview. Apply for a fellowship and we will be in touch.",
        },
        textSize: 4,
        buttonDataList: [button("Apply for a fellowship", "/apply/fellowship", "secondary")],
      }),
    ]),
  ],
);
