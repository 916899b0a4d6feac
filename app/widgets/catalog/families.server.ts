/** The kind families, eager on the server (its render and the gallery); empty in the browser. */
export { familyWidgets } from "./families";
