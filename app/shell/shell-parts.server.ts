/** The profile menu, eager on the server (its render); empty in the browser (shell-parts.ts). */
export { ProfileMenu } from "./ProfileMenu";
