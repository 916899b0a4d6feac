/** Spec 01 section 2.2: the header's navigation targets and labels, shared by header and drawer. */

export const PRODUCT_NAME = "Career Learning";

export interface NavLink {
  label: string;
  href: string;
}

export interface CourseBlock {
  title: string;
  links: readonly NavLink[];
}

/** The Courses dropdown: placement-focused fellowships and upskilling bootcamps. */
export const COURSE_BLOCKS: readonly CourseBlock[] = [
  {
    title: "Placement-focused fellowships",
    links: [
      { label: "Product Manager", href: "/course/product-management-course" },
      { label: "Product Designer", href: "/course/ui-ux-design-course" },
      { label: "Data Analyst", href: "/course/data-analyst-course" },
      { label: "Business Analyst", href: "/course/business-analyst-course" },
    ],
  },
  {
    title: "Upskilling bootcamps",
    links: [{ label: "Applied Generative AI", href: "/course/generative-ai-course" }],
  },
];

/**
 * Ours (issue 44): the header's Practice menu and the mobile menu's Practice block: the problem
 * list, the compiler (its Python page, the language most learners start with) and the sandboxes.
 */
export const PRACTICE_BLOCK: CourseBlock = {
  title: "Practice",
  links: [
    { label: "Problems", href: "/practice" },
    { label: "Online compiler", href: "/online-compiler/python" },
    { label: "Sandboxes", href: "/sandboxes" },
  ],
};

export const NAV_PATHS = {
  home: "/",
  reviews: "/reviews",
  forCompanies: "/for-companies",
  login: "/login",
  myCourses: "/my-courses",
  myReferrals: "/my-referrals",
  orders: "/orders",
  termsOfService: "/policy/tos",
  privacyPolicy: "/policy/privacy-policy",
  /** The logout route (a POST form target); spec 01 section 7.2 POST /api/v1/auth/logout behind it. */
  logout: "/logout",
  /** The theme switch's form target (POST, decision 051). */
  theme: "/theme",
} as const;

/** The logout source the header sends (spec 01 section 2.2). */
export const HEADER_LOGOUT_SOURCE = "Header";
