/** The footer, eager on the server (its render); empty in the browser (FooterIsland.tsx). */
export { Footer } from "./Footer";
