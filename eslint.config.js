import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "node_modules",
      "build",
      "data",
      "generated",
      ".react-router",
      "test-results",
      "public",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      // Fastify hooks and loaders are async by contract even when they do not await.
      "@typescript-eslint/require-await": "off",
      "@typescript-eslint/only-throw-error": "error",
      "@typescript-eslint/no-floating-promises": "error",
    },
  },
  {
    files: ["src/**/*.tsx", "admin/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The browser runs src/ and admin/ on Preact (decision 027): a React API Preact lacks must fail
    // the client build by its name (a missing export), not be undefined at run time behind a
    // namespace. So React's API is imported by name, its types too.
    files: ["src/**/*.{ts,tsx}", "admin/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "ImportDeclaration[source.value=/^react(-dom)?(\\/.*)?$/] > :matches(ImportNamespaceSpecifier, ImportDefaultSpecifier)",
          message: "Import React's API by name (decision 027), not as a namespace or default.",
        },
        {
          selector: "MemberExpression[object.name='React'], TSQualifiedName[left.name='React']",
          message: "Import React's API by name (decision 027), not through the React namespace.",
        },
      ],
    },
  },
  {
    // one fixture listens for errors in every browser test (tests/e2e/fixture.ts)
    files: ["tests/e2e/**/*.ts"],
    ignores: ["tests/e2e/fixture.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test", "expect"],
              message:
                "Import test and expect from ./fixture.ts: it fails a test on browser errors.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.js"],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
