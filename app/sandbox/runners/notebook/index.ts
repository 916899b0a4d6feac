export { default } from "./Notebook";
