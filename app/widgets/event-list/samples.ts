import { sampleImage } from "../sample-paths";
import { UPSTREAM_CALLS } from "~/contract/calls";
import type { WidgetSample } from "../types";
import type { EventListInput } from "~/contract/widgets/event-list";

export const eventListSamples: WidgetSample<EventListInput>[] = [
  {
    title: "Upcoming masterclasses and a meet-up",
    data: {
      type: "EVENT_LIST",
      headerData: { textData: { text: "Upcoming events" } },
      events: [
        {
          title: "How product managers use AI in discovery",
          startTime: "2026-12-08T13:30:00Z",
          endTime: "2026-12-08T15:00:00Z",
          format: "ONLINE",
          location: "Live on Zoom",
          host: "Ananya Rao, Senior PM at Razorpay",
          summary:
            "A live teardown of three discovery sprints, with the prompts and templates used.",
          price: "Free",
          seatsLeft: 42,
          image: {
            url: sampleImage("picture", "pm-ai-discovery"),
            altText: "Ananya Rao presenting a discovery board",
            aspectRatioX: 16,
            aspectRatioY: 9,
          },
          buttons: [
            {
              buttonText: "Register",
              action: { type: "EVENTS_ENROL", uri: UPSTREAM_CALLS.enrolEvent.path },
            },
          ],
        },
        {
          title: "SQL interview drill for analysts",
          startTime: "2026-12-12T05:30:00Z",
          endTime: "2026-12-12T07:30:00Z",
          format: "ONLINE",
          host: "Neha Kulkarni, Senior Data Analyst at PhonePe",
          price: "₹499",
          seatsLeft: 1,
          buttons: [
            {
              buttonText: "Book a seat",
              action: { type: "WORKSHOP_ENROL", uri: UPSTREAM_CALLS.enrolWorkshop.path },
            },
          ],
        },
        {
          title: "Bengaluru alumni meet-up",
          startTime: "2026-12-19T12:30:00Z",
          format: "IN_PERSON",
          location: "WeWork Galaxy, Residency Road, Bengaluru",
          seatsLeft: 0,
          buttons: [
            {
              buttonText: "Join the waitlist",
              bgColorData: { bgKey: "secondary" },
              action: { type: "COURSE_NOTIFY", uri: UPSTREAM_CALLS.courseNotify.path },
            },
          ],
        },
      ],
    },
  },
  {
    title: "No events scheduled",
    data: {
      type: "EVENT_LIST",
      headerData: { textData: { text: "Live workshops" } },
      events: [],
      emptyText: "No workshops this month. Follow us to hear about the next one.",
    },
  },
];
