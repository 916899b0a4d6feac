import type { LoaderFunctionArgs } from "@remix-run/node";
import { sqlWasmResponse } from "~server/bff/sandbox-wasm.server";

/** GET /sandbox-assets/:file: sql.js's WebAssembly for the LOCAL_SQL sandbox, from our origin. */
export const loader = ({ params }: LoaderFunctionArgs) => sqlWasmResponse(params.file);
