/** What learners' PHP may not call (php-disabled.mjs): disable_functions of every run. */
export declare const DISABLED_FUNCTIONS: readonly string[];
