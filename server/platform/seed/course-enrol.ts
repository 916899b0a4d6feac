import { actionButton, courseNotify, startCheckout } from "./actions";
import { component, container, type SeedCell } from "./builders";
import { ITEM_IDS } from "./catalog";
import { button } from "./common";

/** The "enrol" sections of the course pages: buy, pay in parts, or be notified. */

export const PART_PAYMENT_FORM_ID = "pm-fellowship-part-payment";

/** Product Manager Fellowship: "Buy now" (START_CHECKOUT) beside the "Pay in parts" form. */
export const productManagementEnrol: SeedCell[] = [
  container({ numColumns: 2, alignment: "ROW", gap: 48 }, [
    component(
      "HEADER_TEXT",
      {
        textData: {
          superText: "Join the next cohort",
          text: "Reserve your seat in the Product Manager Fellowship",
          subText:
            "Pay once now, or split the fee into two instalments with the form beside. Either way your seat is confirmed as soon as the first payment goes through.",
        },
        textSize: 3,
        buttonDataList: [
          actionButton("Buy now", startCheckout(ITEM_IDS.pmFellowship, "COURSE")),
          button("Apply first", "/apply/fellowship", "secondary"),
        ],
      },
      { id: "pm-buy", span: 6 },
    ),
    component(
      "FORM",
      {
        formId: PART_PAYMENT_FORM_ID,
        title: "Pay in parts",
        description: "Two instalments: the first now, the second a month later.",
        submitText: "Pay in parts",
        intent: "PART_CHECKOUT",
        submitAction: {
          type: "PART_CHECKOUT",
          requestObject: {
            checkoutInitRequest: { itemId: ITEM_IDS.pmFellowship, itemType: "COURSE" },
          },
        },
        fields: [
          { name: "firstName", label: "First name", type: "text", required: true },
          { name: "lastName", label: "Last name", type: "text" },
          { name: "email", label: "Email", type: "email", required: true },
          {
            name: "phoneNumber",
            label: "Phone number",
            type: "phone",
            required: true,
            placeholder: "9876543210",
          },
        ],
      },
      { id: "pm-part-payment", span: 6 },
    ),
  ]),
];

/** Applied Generative AI: not on sale yet, so "Notify me" (COURSE_NOTIFY). */
export const generativeAiEnrol: SeedCell[] = [
  component(
    "HEADER_TEXT",
    {
      textData: {
        superText: "Opening soon",
        text: "Enrolment for the next cohort opens soon",
        subText: "Ask to be notified and we will write to you the day seats open.",
      },
      textSize: 3,
      buttonDataList: [actionButton("Notify me", courseNotify(ITEM_IDS.genaiBootcamp))],
    },
    { id: "genai-notify" },
  ),
];
