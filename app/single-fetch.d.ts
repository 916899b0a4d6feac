// Single fetch (remix.config.js future.v3_singleFetch): loader types infer as the data they send,
// so route components read `useLoaderData<typeof loader>()`. An import makes this file a module,
// so the block below augments Remix's Future interface instead of replacing the module.
import "@remix-run/server-runtime";

declare module "@remix-run/server-runtime" {
  interface Future {
    v3_singleFetch: true;
  }
}
