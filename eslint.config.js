// ESLint 9 flat config. `npm run lint` runs this and `prettier --check .`; formatting is Prettier's job
// alone, so no stylistic rules here.
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import noServerValuesInClient from "./eslint-rules/no-server-values-in-client.js";

/** This project's own rules. */
const respiro = { rules: { "no-server-values-in-client": noServerValuesInClient } };

export default defineConfig(
  {
    ignores: [
      "build/",
      "public/build/",
      "node_modules/",
      ".cache/",
      "coverage/",
      "data/",
      "test-results*/",
      "playwright-report/",
      ".e2e*/",
      // The bench's reference app (bench/reference): its build output and compiler cache.
      "bench/reference/build/",
      "bench/reference/public/build/",
      "bench/reference/.cache/",
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{js,mjs,cjs,ts,tsx}"],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: "module",
      globals: { ...globals.node },
    },
    rules: {
      // The server logs with console.error/console.log on purpose.
      "no-console": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  // The app: React 18 with the automatic JSX runtime; code under app/ runs in the browser too.
  {
    files: ["app/**/*.{ts,tsx}"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    languageOptions: {
      ...react.configs.flat.recommended.languageOptions,
      globals: { ...globals.browser, ...globals.node },
    },
    settings: { react: { version: "detect" } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat["jsx-runtime"].rules,
      // TypeScript types the props.
      "react/prop-types": "off",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      // The two classic hook rules. v7's React Compiler rules (set-state-in-effect, refs, purity, ...) are
      // not enabled: this app does not use the compiler.
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrollable region (a wide table on a phone) must be reachable by keyboard: a labelled
      // role="region" with tabIndex={0} (axe "scrollable-region-focusable", WCAG 2.1.1).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region"] }],
    },
  },
  // A value from a *.server module is empty in the browser build (eslint-rules/no-server-values-in-client.js).
  {
    files: ["app/root.tsx", "app/routes/**/*.{ts,tsx}"],
    ignores: ["**/*.server.*"],
    plugins: { respiro },
    rules: { "respiro/no-server-values-in-client": ["error", { routeModule: true }] },
  },
  {
    files: ["app/components/**/*.{ts,tsx}", "app/entry.client.tsx"],
    ignores: ["**/*.server.*"],
    plugins: { respiro },
    rules: { "respiro/no-server-values-in-client": "error" },
  },
  // Tests may use `any` where a fake or a malformed input needs it.
  {
    files: ["tests/**/*.{ts,tsx}", "**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
    },
  },
  // Playwright reads a hook's fixtures from its first parameter, so `async ({}, testInfo)` is the idiom.
  {
    files: ["tests/e2e/**/*.ts"],
    rules: {
      "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }],
    },
  },
  // Migrations are frozen and must not depend on today's schema types: Kysely's guide types them `Kysely<any>`.
  {
    files: ["db/migrations/**/*.ts"],
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
    },
  },
);
