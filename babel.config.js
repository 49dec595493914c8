// babel-preset-taro compiles the app for every target; under jest (NODE_ENV=test) it emits CommonJS.
// Mini-program hosts run ES2017 engines (test/hosts parses every build script as ES2017), so those
// builds keep async functions, classes and the rest of ES2017 as written instead of shipping
// regenerator state machines and class helpers; ES2018+ syntax (object spread, optional catch) is
// still lowered. Chrome 58 and iOS 11 are the oldest engines with all of ES2017 and none of ES2018.
// H5 keeps the browserslist in package.json.
const MINI_TARGETS = ['weapp', 'alipay', 'tt']
const miniTargets = MINI_TARGETS.includes(process.env.TARO_ENV) ? { targets: { chrome: '58', ios: '11' } } : {}

module.exports = {
  presets: [['taro', { framework: 'react', ts: true, compiler: 'webpack5', ...miniTargets }]],
}
