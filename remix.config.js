/**
 * Remix 2 classic compiler (docs/architecture.md "Stack"). The server build is ESM and run by remix-serve.
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  serverPlatform: "node",
  // ESM-only packages that the server build must bundle rather than require.
  serverDependenciesToBundle: [/^remix-i18next.*/, /^remix-auth.*/, /^@mjackson\/.*/, /^@remix-run\/web-.*/],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    // Off on purpose, which also answers the build's warning: docs/decisions/0044-single-fetch-later.md.
    v3_singleFetch: false,
  },
};
