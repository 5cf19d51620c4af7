import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

// One-way imports (docs/design.md, the data flow): generator/ and src/ never import each other, generated/ is a
// leaf both may read, the sandbox never imports the browser runtime, and features never import
// each other.
const noImport = (patterns, message) => ['error', { patterns: [{ group: patterns, message }] }];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      'sandbox/data/**',
      'generated/**/*.validator.js',
      'generated/forms/ajv-runtime.js',
      'tests/generator/fixtures/**/expected/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['generator/**'],
    rules: {
      'no-restricted-imports': noImport(
        ['**/src/**', '**/sandbox/**'],
        'generator/ reads spec/ only; it never imports src/ or sandbox/.',
      ),
    },
  },
  {
    files: ['src/**'],
    rules: {
      'no-restricted-imports': noImport(
        ['**/generator/**', '**/sandbox/**'],
        'src/ reads generated/ only; it never imports generator/ or sandbox/.',
      ),
    },
  },
  {
    files: ['generated/**'],
    rules: {
      'no-restricted-imports': noImport(
        ['**/src/**', '**/generator/**', '**/sandbox/**'],
        'generated/ is a leaf: it imports packages and itself only.',
      ),
    },
  },
  {
    files: ['sandbox/**'],
    rules: {
      'no-restricted-imports': noImport(
        ['**/src/**', '**/generator/**'],
        'the sandbox reads spec/ at run time; it never imports src/ or generator/.',
      ),
    },
  },
  {
    // the VS Code client loads as CommonJS, without a build step
    files: ['tools/vscode-spec/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/features/*/**'],
    rules: {
      'no-restricted-imports': noImport(
        ['**/features/*', '!./*', '../../features/**'],
        'features never import each other; share code through src/lib.',
      ),
    },
  },
);
