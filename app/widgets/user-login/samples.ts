import type { WidgetSample } from "~/widgets/types";
import type { UserLoginInput } from "~/contract/widgets/user-login";

export const userLoginSamples: WidgetSample<UserLoginInput>[] = [
  {
    title: "Log in to save progress",
    data: {
      type: "USER_LOGIN",
      title: "Log in to save your progress",
      subtitle:
        "Your practice problems, mock interview feedback and certificates stay with your account.",
      signedInButtons: [
        { buttonText: "Go to My Courses", action: { type: "NAVIGATION", uri: "/my-courses" } },
      ],
    },
  },
  {
    title: "Default texts, no logout",
    data: {
      type: "USER_LOGIN",
      showLogout: false,
    },
  },
];
