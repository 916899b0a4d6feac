export { default } from "./SqlRunner";
