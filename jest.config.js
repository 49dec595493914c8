/**
 * App unit tests (jest + babel-preset-taro). Component tests run in jsdom with Taro's React
 * components (see TOOLCHAIN.md); plain logic runs in node. Server tests use node:test (scripts/test-server.mjs).
 */
module.exports = {
  testMatch: ['<rootDir>/test/unit/**/*.test.ts', '<rootDir>/test/unit/**/*.test.tsx'],
  testEnvironment: 'node',
  moduleNameMapper: {
    '^@tarojs/components$': '@tarojs/components/lib/react/index.js',
    '^@tarojs/taro$': '<rootDir>/test/mocks/taro.ts',
    '\\.(css)$': '<rootDir>/test/mocks/style.ts',
  },
  transformIgnorePatterns: ['/node_modules/(?!(@tarojs|@stencil|swiper)/)'],
  globals: {
    ENABLE_INNER_HTML: true,
    ENABLE_ADJACENT_HTML: true,
    ENABLE_SIZE_APIS: true,
    ENABLE_TEMPLATE_CONTENT: true,
    ENABLE_CLONE_NODE: true,
    ENABLE_CONTAINS: true,
    ENABLE_MUTATION_OBSERVER: true,
  },
  setupFiles: ['<rootDir>/test/setup.ts'],
}
