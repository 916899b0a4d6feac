import { UPSTREAM_CALLS } from "~/contract/calls";

/**
 * Samples' actions name catalogue calls, as an upstream page would (every upstream path is spelt
 * once, in the contract). Gallery and tests only: the browser never loads samples.
 */
export const formSubmitPath = (formId: string) =>
  UPSTREAM_CALLS.formSubmit.path.replace(":formId", formId);

const PEOPLE = ["mentor-1", "mentor-2", "mentor-3", "mentor-4"];
const LOGOS = [
  "logo-acme",
  "logo-bluepeak",
  "logo-globex",
  "logo-hooli",
  "logo-initech",
  "logo-northwind",
  "logo-orbit",
  "logo-umbrella",
];
const PICTURES = [
  "course-pm",
  "course-data",
  "course-design",
  "course-ba",
  "course-genai",
  "event",
  "hero-learning",
];

/** One of the images the app serves itself (public/images), chosen by name: the gallery loads no outside host. */
export function sampleImage(kind: "person" | "logo" | "picture", name: string): string {
  const pool = kind === "person" ? PEOPLE : kind === "logo" ? LOGOS : PICTURES;
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return `/images/${pool[hash % pool.length]}.svg`;
}
