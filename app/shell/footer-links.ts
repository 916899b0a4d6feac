import type { NavLink } from "~/shared/nav-links";

/**
 * Spec 01 section 2.2: footer labels, exactly as the spec lists them (headings included: Company,
 * Courses, Resources, Profile, Follow Us). Where the spec names no target, the link points to the
 * nearest in-app page. The blog links are built from AppConfig.blogUrl by the footer.
 */
export interface FooterColumn {
  heading: string;
  links: readonly NavLink[];
}

export const COMPANY_COLUMN: FooterColumn = {
  heading: "Company",
  links: [
    { label: "Home", href: "/" },
    { label: "About Us", href: "/about-us" },
    { label: "Manifesto", href: "/manifesto" },
    { label: "Team", href: "/about-us#team" },
    { label: "Careers", href: "/about-us#careers" },
    { label: "Mentors", href: "/mentorship/mentors" },
    { label: "Hire From Us", href: "/for-companies" },
  ],
};

export const COURSES_COLUMN: FooterColumn = {
  heading: "Courses",
  links: [
    { label: "Fellowships", href: "/#programmes" },
    { label: "Bootcamps", href: "/course/generative-ai-course" },
    { label: "Learning Sprints", href: "/events#upcoming" },
    { label: "Live Workshops", href: "/events" },
    { label: "Mentorship", href: "/mentorship/mentors" },
    { label: "Events", href: "/events" },
  ],
};

/** Resources: Blog, Engineering and Product point into the external blog. */
export function resourcesColumn(blogUrl: string): FooterColumn {
  const blog = blogUrl.replace(/\/+$/, "");
  return {
    heading: "Resources",
    links: [
      { label: "Blog", href: blogUrl },
      { label: "Engineering", href: `${blog}/engineering` },
      { label: "Product", href: `${blog}/product` },
      { label: "Reviews", href: "/reviews" },
      { label: "Refer & Earn", href: "/my-referrals" },
    ],
  };
}

export const PROFILE_HEADING = "Profile";

/** Account links; "Login" and "Log Out" are chosen by the footer from the login state. */
export const PROFILE_LINKS = {
  login: { label: "Login", href: "/login" },
  myCourses: { label: "My Courses", href: "/my-courses" },
  myPortfolioLabel: "My Portfolio",
  myPurchases: { label: "My Purchases", href: "/orders" },
  viewProfile: { label: "View Profile", href: "/user/profile" },
} as const;

export const LEGAL_LINKS: readonly NavLink[] = [
  { label: "Privacy Policy", href: "/policy/privacy-policy" },
  { label: "Terms of Use", href: "/policy/tos" },
  { label: "Refund Policy", href: "/policy/refund-policy" },
];

/** The platforms' own addresses: the product's account handles are not in the spec. */
export const FOLLOW_US: FooterColumn = {
  heading: "Follow Us",
  links: [
    { label: "LinkedIn", href: "https://www.linkedin.com/" },
    { label: "Twitter", href: "https://twitter.com/" },
    { label: "Instagram", href: "https://www.instagram.com/" },
    { label: "YouTube", href: "https://www.youtube.com/" },
  ],
};

export const COPYRIGHT_YEARS = "2023-2024";
