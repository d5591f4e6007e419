// @ts-check
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/** Lint in `npm test` (decision 0239): the recommended sets, with the type checker left to `tsc`. */
export default tseslint.config(
  { ignores: ["build/**", "node_modules/**", "test-results/**", "playwright-report/**", ".e2e-data/**", "public/**", "wip/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Tests read JSON bodies and fixtures loosely on purpose; the app code may not.
    files: ["tests/**/*.ts", "bench/**/*.ts", "soak/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["**/*.{js,cjs,mjs}"],
    languageOptions: {
      globals: { process: "readonly", console: "readonly", Buffer: "readonly", URL: "readonly", setTimeout: "readonly", clearTimeout: "readonly", setInterval: "readonly", clearInterval: "readonly" },
    },
  },
  {
    // The visitor pages' script runs in the browser as written (docs/decisions/0329).
    files: ["app/visitor/*.js"],
    languageOptions: { globals: { document: "readonly", window: "readonly", navigator: "readonly" } },
  },
);
