/**
 * Jest transform for the built mini-program code (dist/<target>/**.js): runs each file the way a
 * mini-program host runs it. Hosts give app code no `globalThis` / `global` (Alipay's engine has
 * neither; the issue-15 crash was `globalThis.crypto`), no Web Crypto and no browser `window`,
 * `self` or `document`; the simulator and jsdom have all of them. Each file's code is wrapped in a
 * function whose parameters of those names are undefined, so a use of any of them throws (or reads
 * `typeof x === 'undefined'`) here as on a phone. The simulator itself (miniprogram-simulate,
 * j-component, jsdom) keeps its globals: it plays the host.
 */
const crypto = require('node:crypto')

const HIDDEN = ["globalThis", "global", "crypto", "window", "self", "document"]
const VERSION = 'host-sandbox-1'

module.exports = {
  process(source) {
    // One line, so the bundle's own line numbers (and source positions in errors) stay as they are.
    const head = `;(function (${HIDDEN.join(', ')}) {`
    const tail = `\n}).call(this${HIDDEN.map(() => ', undefined').join('')});`
    return { code: `${head}${source}${tail}` }
  },
  getCacheKey(source, filename) {
    return crypto.createHash('sha256').update(VERSION).update('\0').update(filename).update('\0').update(source).digest('hex')
  },
}
