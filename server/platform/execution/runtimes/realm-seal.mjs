/**
 * A record of the worker's built-in JavaScript objects (their own properties, by identity),
 * taken once the runtimes are closed, and compared after each Python run. Should a program ever
 * reach JavaScript and change a prototype (a hook left for whoever runs next on this worker),
 * the worker is replaced before it takes another job. Every function used here is captured at
 * import, before any learner code: a changed prototype cannot change how the check runs.
 */
const { getOwnPropertyDescriptor, getPrototypeOf, is } = Object;
const { ownKeys } = Reflect;

const INTRINSICS = [
  globalThis,
  Object,
  Function,
  Array,
  String,
  Number,
  Boolean,
  Symbol,
  BigInt,
  Math,
  JSON,
  Reflect,
  Promise,
  Map,
  Set,
  WeakMap,
  WeakSet,
  RegExp,
  Date,
  Error,
  TypeError,
  RangeError,
  EvalError,
  ArrayBuffer,
  SharedArrayBuffer,
  DataView,
  Uint8Array,
  Int32Array,
  Float64Array,
  getPrototypeOf(Uint8Array),
  TextDecoder,
  TextEncoder,
  Atomics,
  WebAssembly,
  WebAssembly.Memory,
  WebAssembly.Instance,
  WebAssembly.Module,
];

function targets(extra) {
  const list = [];
  const add = (value) => {
    if ((typeof value === "object" || typeof value === "function") && value !== null) {
      list[list.length] = value;
    }
  };
  for (let i = 0; i < INTRINSICS.length; i += 1) {
    add(INTRINSICS[i]);
    if (typeof INTRINSICS[i] === "function") add(INTRINSICS[i].prototype);
  }
  add(getPrototypeOf([][Symbol.iterator]()));
  add(getPrototypeOf(getPrototypeOf([][Symbol.iterator]())));
  for (let i = 0; i < extra.length; i += 1) {
    // A Pyodide proxy's own class chain: the runtime's calls go through those methods.
    for (let proto = getPrototypeOf(extra[i]); proto !== null; proto = getPrototypeOf(proto)) {
      add(proto);
    }
  }
  return list;
}

function record(object) {
  const keys = ownKeys(object);
  const entries = [];
  for (let i = 0; i < keys.length; i += 1) {
    const d = getOwnPropertyDescriptor(object, keys[i]);
    entries[entries.length] = [keys[i], d.value, d.get, d.set, d.writable, d.configurable];
  }
  return { object, proto: getPrototypeOf(object), entries };
}

function same(seen) {
  const now = record(seen.object);
  if (now.proto !== seen.proto || now.entries.length !== seen.entries.length) return false;
  for (let i = 0; i < now.entries.length; i += 1) {
    const a = now.entries[i];
    const b = seen.entries[i];
    for (let j = 0; j < a.length; j += 1) if (!is(a[j], b[j])) return false;
  }
  return true;
}

/** Seals the realm as it is now; `extra` are objects whose prototype chains count too. */
export function sealRealm(extra = []) {
  const list = targets(extra);
  const seals = [];
  for (let i = 0; i < list.length; i += 1) seals[seals.length] = record(list[i]);
  return {
    /** True while every sealed object has the same own properties as when it was sealed. */
    intact() {
      for (let i = 0; i < seals.length; i += 1) if (!same(seals[i])) return false;
      return true;
    },
  };
}
