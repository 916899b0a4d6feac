export * from "./lenient";
export * from "./primitives";
export * from "./page";
export * from "./user";
export * from "./device";
export * from "./uploads";
export * from "./media";
export * from "./action-texts";
