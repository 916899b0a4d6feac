/** The grid's chunk, eager on the server (its render); empty in the browser (grid-part.ts). */
export * from "./grid-chunk";
