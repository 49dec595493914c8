// babel-preset-taro compiles the app for every target; under jest (NODE_ENV=test) it emits CommonJS.
// Each build compiles for the engines it runs on, not package.json's browserslist (iOS 8, Android
// 4.1), which turned every async function into a regenerator state machine and every class into ES5
// helpers, in our code and in Taro's.
//
// Mini-program hosts run ES2017 engines (test/hosts parses every build script as ES2017), so those
// builds keep async functions, classes and the rest of ES2017 as written; ES2018+ syntax (object
// spread, optional catch) is still lowered. Chrome 58 and iOS 11 are the oldest engines with all of
// ES2017 and none of ES2018.
//
// H5 compiles for the browsers it runs in: phone and bank-app browsers from iOS 12 and Android
// Chrome 70 on, and desktop browsers of the same age.
const MINI_TARGETS = { chrome: '58', ios: '11' }
const H5_TARGETS = { ios: '12', safari: '12', chrome: '70', android: '70', firefox: '68', edge: '79', samsung: '10' }

function targetsOf(taroEnv, nodeEnv) {
  if (nodeEnv === 'test') return undefined
  if (['weapp', 'alipay', 'tt'].includes(taroEnv)) return MINI_TARGETS
  if (taroEnv === 'h5') return H5_TARGETS
  return undefined
}

const targets = targetsOf(process.env.TARO_ENV, process.env.NODE_ENV)

module.exports = {
  presets: [['taro', { framework: 'react', ts: true, compiler: 'webpack5', ...(targets ? { targets } : {}) }]],
}
