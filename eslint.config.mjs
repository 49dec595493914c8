// Lint: typescript-eslint's recommended rules (syntax-only, fast) plus the React hooks rules for the app.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.cache/**', '.data/**', '.swc/**', 'test/artifacts/**', 'server/drizzle/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { defineAppConfig: 'readonly', definePageConfig: 'readonly' } },
  },
  {
    // src/platform/ is the only place that names a host (DESIGN "Real hosts"): everywhere else a host
    // object (wx, my, tt), the build target (TARO_ENV) or globalThis/global — which Alipay's engine
    // does not have — is refused, so host differences stay behind the platform adapters.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/platform/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['wx', 'my', 'tt'].map((name) => ({ name, message: `The ${name} host object is reached only from src/platform/.` })),
        ...['globalThis', 'global'].map((name) => ({ name, message: `Mini-program hosts (Alipay) have no ${name}; ask src/platform/ for what you need.` })),
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression > Identifier.object[name=/^(wx|my|tt)$/]", message: 'Host APIs (wx., my., tt.) are called only from src/platform/.' },
        { selector: "Identifier[name='TARO_ENV'], Literal[value='TARO_ENV']", message: 'Only src/platform/ asks which target this is (TARO_ENV); use an adapter or host.ts.' },
      ],
    },
  },
)
