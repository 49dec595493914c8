/**
 * Every capability has a plain `x.ts` (what jest/tsc see: the H5-safe default) and one file per Taro
 * target; the build swaps them, so each target file must export the same runtime names as `x.ts`.
 */
const CAPABILITIES = ['navigation', 'phone-binding', 'map', 'subscribe', 'file', 'image', 'pay', 'student', 'download-bar', 'album', 'location', 'system', 'keyboard']
const TARGETS = ['weapp', 'alipay', 'tt', 'h5']

describe('multi-target files', () => {
  it.each(CAPABILITIES)('%s: every target file exports every name of the plain file', (cap) => {
    const base = Object.keys(require(`../../../src/platform/${cap}`)).sort()
    expect(base.length).toBeGreaterThan(0)
    for (const target of TARGETS) {
      const names = Object.keys(require(`../../../src/platform/${cap}.${target}`))
      expect({ target, missing: base.filter((n) => !names.includes(n)) }).toEqual({ target, missing: [] })
    }
  })

  it('nothing outside src/platform reads TARO_ENV', () => {
    const { execSync } = require('child_process') as typeof import('child_process')
    const out = execSync("grep -rln TARO_ENV src --include=*.ts --include=*.tsx | grep -v '^src/platform/' || true", { cwd: `${__dirname}/../../..` })
      .toString()
      .trim()
    expect(out).toBe('')
  })
})
