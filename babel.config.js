// babel-preset-taro compiles the app for every target; under jest (NODE_ENV=test) it emits CommonJS.
//
// H5 compiles for the browsers it runs in: phone and bank-app browsers from iOS 12 and Android
// Chrome 70 on, and desktop browsers of the same age. package.json's browserslist (iOS 8, Android
// 4.1) stays for the mini-programs, whose hosts run older engines; on H5 it turned every async
// function into a regenerator state machine and every class into ES5 helpers, in our code and in
// Taro's (the H5 build compiles @tarojs/* too), about a fifth of the first screen's JavaScript.
const H5_TARGETS = { ios: '12', safari: '12', chrome: '70', android: '70', firefox: '68', edge: '79', samsung: '10' }

const h5Build = process.env.TARO_ENV === 'h5' && process.env.NODE_ENV !== 'test'

module.exports = {
  presets: [['taro', { framework: 'react', ts: true, compiler: 'webpack5', ...(h5Build ? { targets: H5_TARGETS } : {}) }]],
}
