/** The login replay, eager on the server (its no-JavaScript Continue form); empty in the browser. */
export { PendingActionReplay } from "./PendingActionReplay";
