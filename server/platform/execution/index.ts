export { createExecutionPool, type ExecutionPoolOptions } from "./pool";
export * from "./types";
