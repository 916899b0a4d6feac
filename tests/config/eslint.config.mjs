import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Nothing imports route modules. */
const ROUTES = {
  group: ["~/routes/*", "**/app/routes/*"],
  message: "Nothing imports route modules.",
};
/** The BFF and the platform meet over HTTP only. */
const PLATFORM = {
  group: ["**/platform/**", "~server/platform/*"],
  message: "BFF and platform meet over HTTP only.",
};
/** UI folders (React, browser code): never imported by the BFF or the pure folders. */
const UI_FOLDERS = {
  group: [
    "~/actions/*",
    "~/auth/*",
    "~/commerce/*",
    "~/config/*",
    "~/page/*",
    "~/browser-page-store/*",
    "~/shell/*",
    "~/styles/*",
    "~/tracking/*",
    "~/widgets/*",
    "~/ui/*",
    "~/root",
    "~/entry.*",
  ],
  message:
    "UI folders are not imported here: move what both sides need to app/contract or app/shared.",
};
/**
 * The platform reaches the app only through the contract, by its alias (docs/decisions/041):
 * never by a relative path into app/, never another app folder.
 */
const PLATFORM_TO_APP = {
  group: ["**/app/*", "**/app/**", "~/*", "!~/contract", "!~/contract/**"],
  message: "The platform imports the contract as ~/contract/..., nothing else of app/.",
};
/** Server code is never imported by the pure folders. */
const SERVER = {
  group: ["~server/*", "**/server/**"],
  message: "Pure folders import no server code.",
};

export default tseslint.config(
  {
    ignores: [
      "node_modules/**",
      "build/**",
      "public/build/**",
      ".data/**",
      "test-results/**",
      "playwright-report/**",
      "tests/artifacts/**",
      "tests/bench/hello-world/build/**",
      "tests/bench/hello-world/public/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-imports": ["error", { patterns: [ROUTES] }],
    },
  },
  // Each block below repeats ROUTES: in a flat config the last block that sets a rule replaces
  // it for its files, so a block that forgot it would switch the route ban off (it once did).
  {
    // The BFF never reaches into the reference platform (they meet over HTTP) nor into UI
    // folders: what both sides need lives in app/contract or app/shared.
    files: ["server/bff/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [ROUTES, PLATFORM, UI_FOLDERS] }] },
  },
  {
    files: ["app/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [ROUTES, PLATFORM] }] },
  },
  {
    // Pure folders: the contract imports nothing of ours; shared code only the contract.
    files: ["app/contract/**", "app/shared/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [ROUTES, PLATFORM, UI_FOLDERS, SERVER] }],
    },
  },
  {
    files: ["server/platform/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [ROUTES, PLATFORM_TO_APP] }] },
  },
  {
    files: ["**/*.{js,cjs,mjs}"],
    languageOptions: { globals: { ...globals.node } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
