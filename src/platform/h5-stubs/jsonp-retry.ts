/**
 * H5 only: what Taro's request API gets for `jsonp-retry` (config/h5-webpack.ts aliases it here).
 * Taro bundles that library for `Taro.request({ jsonp })`, which the app never makes: every call goes
 * through src/platform/transport.ts as plain HTTPS to our own API. A JSONP request fails loudly
 * instead of silently sending nothing.
 */
export default function jsonpRetry(url: string): Promise<never> {
  return Promise.reject(new Error(`JSONP is not built into the H5 app (config/h5-webpack.ts): ${url}`))
}
