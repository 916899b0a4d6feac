export { default } from "./WebPreview";
