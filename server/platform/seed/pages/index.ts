import type { PageInput } from "../../db/pages";
import { aboutUsPage } from "./about-us";
import { contactUsPage } from "./contact-us";
import { businessAnalystCoursePage } from "./course-business-analyst";
import { dataAnalystCoursePage } from "./course-data-analyst";
import { generativeAiCoursePage } from "./course-generative-ai";
import { productManagementCoursePage } from "./course-product-management";
import { uiUxDesignCoursePage } from "./course-ui-ux-design";
import { eventsPage } from "./events";
import { forCompaniesPage } from "./for-companies";
import { homePage } from "./home";
import { manifestoPage } from "./manifesto";
import { privacyPolicyPage, termsPage } from "./policies";
import { reviewsPage } from "./reviews";

/** Every seeded page. */
export const seedPages: readonly PageInput[] = [
  homePage,
  productManagementCoursePage,
  uiUxDesignCoursePage,
  dataAnalystCoursePage,
  businessAnalystCoursePage,
  generativeAiCoursePage,
  reviewsPage,
  forCompaniesPage,
  aboutUsPage,
  manifestoPage,
  contactUsPage,
  eventsPage,
  termsPage,
  privacyPolicyPage,
];
