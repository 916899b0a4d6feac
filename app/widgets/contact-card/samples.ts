import type { WidgetSample } from "../types";
import type { ContactCardInput } from "~/contract/widgets/contact-card";

export const contactCardSamples: WidgetSample<ContactCardInput>[] = [
  {
    title: "Admissions counsellor with photo and a call button",
    data: {
      type: "CONTACT_CARD",
      name: "Kavya Sharma",
      role: "Admissions counsellor, Data Analyst Fellowship",
      image: {
        url: "/images/mentor-2.svg",
        altText: "Kavya Sharma",
        aspectRatioX: 1,
        aspectRatioY: 1,
      },
      email: "admissions@careeracademy.example",
      phone: "+91 80 4718 2200",
      hours: "Mon–Sat, 10:00–19:00 IST",
      buttonDataList: [
        {
          buttonText: "Book a counselling call",
          action: { type: "NAVIGATION", uri: "/counselling/book" },
        },
      ],
    },
  },
  {
    title: "Placement desk, text only",
    data: {
      type: "CONTACT_CARD",
      name: "Placement support desk",
      role: "For fellows who finished their capstone",
      email: "placements@careeracademy.example",
      location: "4th floor, HSR Layout, Bengaluru",
    },
  },
];
