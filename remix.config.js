/**
 * Options of the Remix Vite plugin. The plugin does not read this file by itself:
 * vite.config.ts imports it and passes it to `remix(...)`, so it is the one place they live.
 * @type {import("@remix-run/dev").VitePluginConfig}
 */
export default {
  ignoredRouteFiles: ["**/*.css", "**/*.test.{ts,tsx}"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
    v3_routeConfig: true,
  },
};
