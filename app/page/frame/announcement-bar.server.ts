/** The announcement bar, eager on the server (its render); empty in the browser. */
export { AnnouncementBar } from "./AnnouncementBar";
