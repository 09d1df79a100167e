/**
 * The bench's reference app (bench/run.ts): a bare Remix 2 page built by the classic compiler and
 * served by remix-serve exactly like Respiro (same server format and future flags as ../../remix.config.js).
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  ignoredRouteFiles: ["**/.*"],
  serverModuleFormat: "esm",
  serverPlatform: "node",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
  },
};
