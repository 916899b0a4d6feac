/** What tests import for a bundling hint (app/first-load.ts and its siblings): nothing. */
export {};
