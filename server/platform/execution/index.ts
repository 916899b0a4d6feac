export { createExecutionPool, type ExecutionPoolOptions } from "./pool";
export type * from "./types";
