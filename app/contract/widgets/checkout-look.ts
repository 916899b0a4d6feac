/** The CHECKOUT widget's fixed texts: zod-free, for the browser (the schema is server-side). */
export const CHECKOUT_TEXTS = {
  price: "Price",
  total: "Total",
  included: "What's included",
  /** The button's text when the page gives none. */
  proceed: "Proceed to checkout",
} as const;
