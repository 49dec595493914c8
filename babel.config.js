// babel-preset-taro compiles the app for every target; under jest (NODE_ENV=test) it emits CommonJS.
module.exports = {
  presets: [['taro', { framework: 'react', ts: true, compiler: 'webpack5' }]],
}
