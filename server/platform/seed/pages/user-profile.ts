import { PROFILE_FORM_CELL_ID, PROFILE_SUMMARY_CELL_ID } from "../cell-ids";
import { component, container, page, section } from "../builders";
import { band, button, heading, navigate, pageData, PERSONAL_PAGE_TTL_SECONDS } from "../common";

const MB = 1024 * 1024;

/** The user's profile; the summary shows the signed-in user's name and email (personalise.ts). */
export const userProfilePage = page(
  {
    id: "user-profile",
    uri: "/user/profile",
    ttl: PERSONAL_PAGE_TTL_SECONDS,
    pageData: pageData({
      title: "Profile",
      description: "Your account: name, email, courses and orders.",
      pageName: "Profile",
      marketing: false,
    }),
  },
  [
    section("profile-title", { layout: band("surface", "s") }, [
      component(
        "HEADER_TEXT",
        {
          textData: {
            superText: "Profile",
            text: "Your profile",
            subText: "Your name and email as mentors and your cohort see them.",
          },
          textSize: 1,
        },
        { id: PROFILE_SUMMARY_CELL_ID },
      ),
    ]),
    section(
      "profile-edit",
      { header: heading("Your details", { size: 3 }), layout: band("white") },
      [
        component(
          "FORM",
          {
            formId: "profile-details",
            title: "Name and work",
            description: "Mentors and your cohort see these on your profile.",
            submitText: "Save profile",
            successMessage: "Profile saved",
            intent: "PROFILE_SUBMIT",
            submitAction: { type: "PROFILE_SUBMIT" },
            fields: [
              { name: "firstName", label: "First name", type: "text", required: true },
              { name: "lastName", label: "Last name", type: "text", required: true },
              {
                name: "headLine",
                label: "Headline",
                type: "text",
                placeholder: "Aspiring product manager",
              },
              { name: "company", label: "Company", type: "text" },
              { name: "designation", label: "Designation", type: "text" },
            ],
          },
          { id: PROFILE_FORM_CELL_ID },
        ),
      ],
    ),
    section(
      "profile-files",
      { header: heading("Photo and resume", { size: 3 }), layout: band("surface") },
      [
        container({ numColumns: 2, alignment: "ROW", gap: 32 }, [
          component(
            "FORM",
            {
              formId: "profile-image",
              title: "Profile photo",
              description: "A JPEG, PNG or WebP image of at most 2 MB.",
              submitText: "Upload photo",
              intent: "PROFILE_IMAGE_UPLOAD",
              submitAction: { requestObject: { aspectRatioX: 1, aspectRatioY: 1 } },
              fields: [
                {
                  name: "profileImage",
                  label: "Photo",
                  type: "file",
                  required: true,
                  accept: "image/jpeg,image/png,image/webp",
                  maxBytes: 2 * MB,
                },
              ],
            },
            { id: "profile-image-form", span: 6 },
          ),
          component(
            "FORM",
            {
              formId: "profile-resume",
              title: "Resume",
              description: "A PDF of at most 5 MB.",
              submitText: "Upload resume",
              intent: "RESUME_UPLOAD",
              submitAction: { requestObject: {} },
              fields: [
                {
                  name: "resume",
                  label: "Resume (PDF)",
                  type: "file",
                  required: true,
                  accept: "application/pdf,.pdf",
                  maxBytes: 5 * MB,
                },
              ],
            },
            { id: "profile-resume-form", span: 6 },
          ),
        ]),
      ],
    ),
    section("profile-areas", { layout: band("white") }, [
      component("CARD_LIST", {
        viewType: "DYNAMIC_WIDTH",
        numColumns: 3,
        cards: [
          {
            title: "My Courses",
            subText: "Classes, assignments and recordings.",
            action: navigate("/my-courses"),
          },
          {
            title: "My Orders",
            subText: "What you bought and its status.",
            action: navigate("/orders"),
          },
          {
            title: "My Coupons",
            subText: "Coupons to apply at checkout.",
            action: navigate("/coupons"),
          },
        ],
      }),
    ]),
    section("profile-privacy", { layout: band("surface", "s") }, [
      component("HEADER_TEXT", {
        textData: {
          text: "Your data",
          subText: "Read what we keep about you and how to ask for a copy or deletion.",
        },
        textSize: 4,
        buttonDataList: [button("Privacy Policy", "/policy/privacy-policy", "text")],
      }),
    ]),
  ],
);
