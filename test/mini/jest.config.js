/**
 * Weapp build under miniprogram-simulate (see test/mini/harness.ts). Needs dist/weapp from
 * `npx taro build --type weapp`; run with `node scripts/test-mini.mjs`.
 *
 * - jsdom: miniprogram-simulate renders components into a DOM (window, document, Event).
 * - The built mini-program code (dist/) and node_modules are loaded as they are, untransformed.
 */
const path = require('path')

const root = path.resolve(__dirname, '..', '..')

module.exports = {
  rootDir: root,
  testMatch: ['<rootDir>/test/mini/**/*.test.ts'],
  testEnvironment: 'jsdom',
  transform: {
    // The built app runs as on a mini-program host: no globalThis/global/crypto/window (host-sandbox.js).
    '^.+/dist/[^/]+/.+\\.js$': '<rootDir>/test/mini/host-sandbox.js',
    '\\.[jt]sx?$': ['babel-jest', { configFile: path.join(root, 'babel.config.js') }],
  },
  transformIgnorePatterns: ['/node_modules/'],
  // The weapp bundle is large; one page render with the template compiler takes a few seconds.
  testTimeout: 30000,
}
