import { callPath } from "~/contract/calls";
import { component, page, section } from "../builders";
import { band, pageData, tag } from "../common";
import { fellowshipApplication, widgetFields } from "../forms";

/**
 * The application form: every field type, a file (so the form is multipart), posted
 * as FORM_SUBMIT to the uri below; the platform checks it against the stored definition and
 * works without a login.
 */
export const applyFellowshipPage = page(
  {
    id: "apply-fellowship",
    uri: "/apply/fellowship",
    pageData: pageData({
      title: "Apply for a fellowship",
      description: "Apply for a placement-focused fellowship. It takes about five minutes.",
      pageName: "Fellowship Application",
    }),
  },
  [
    section("apply-title", { layout: band("primary-light", "m") }, [
      component("PAGE_TITLE", {
        viewType: "PAGE_TITLE_V2",
        superText: "Applications open",
        title: "Apply for a fellowship",
        subtitle:
          "Tell us where you are and where you want to go. We reply within three working days.",
        tagData: [tag("About 5 minutes", "yellow-light")],
      }),
    ]),
    section("apply-form", { layout: band("white") }, [
      component(
        "FORM",
        {
          formId: fellowshipApplication.id,
          title: "Your application",
          description: "We read every application ourselves and answer by email.",
          submitText: "Submit application",
          successMessage: fellowshipApplication.successMessage,
          intent: "FORM_SUBMIT",
          submitAction: {
            type: "API_CALL",
            uri: callPath("formSubmit", { formId: fellowshipApplication.id }),
          },
          fields: widgetFields(fellowshipApplication),
        },
        { id: "application-form" },
      ),
    ]),
  ],
);
