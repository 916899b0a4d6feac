/**
 * The worker's own JavaScript realm, closed to learners' code. Pyodide keeps JavaScript objects
 * reachable from Python (and its C side can `eval`); should a program ever get hold of one, the
 * classic way out is `anything.constructor.constructor("return process")()` or a global `eval`.
 * While a run executes, both are refused. Runtimes compile glue code with `eval` while they
 * load, so loading happens with the realm open (no learner code runs then).
 */
const realEval = globalThis.eval;
const prototypes = [
  Function.prototype,
  Object.getPrototypeOf(async function () {}),
  Object.getPrototypeOf(function* () {}),
  Object.getPrototypeOf(async function* () {}),
];
const constructors = prototypes.map((prototype) => prototype.constructor);

function refused() {
  throw new EvalError("Code generation is not available in the practice sandbox");
}

function setConstructors(values) {
  prototypes.forEach((prototype, index) =>
    Object.defineProperty(prototype, "constructor", {
      value: values[index],
      writable: true,
      configurable: true,
      enumerable: false,
    }),
  );
}

export function closeHost() {
  globalThis.eval = refused;
  setConstructors(prototypes.map(() => refused));
}

/** Runs `load` with the realm open (runtimes' glue code needs `eval` while it instantiates). */
export async function withOpenHost(load) {
  globalThis.eval = realEval;
  setConstructors(constructors);
  try {
    return await load();
  } finally {
    closeHost();
  }
}
