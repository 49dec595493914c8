/**
 * The lint rule that keeps host names inside src/platform/ (eslint.config.mjs): the same code is
 * refused in a store and accepted in a platform adapter.
 */
import assert from 'node:assert/strict'
import path from 'node:path'
import { describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const eslint = new ESLint({ cwd: ROOT })

const SAMPLES = {
  'globalThis.my': "export const pay = () => (globalThis as unknown as { my: { tradePay(): void } }).my.tradePay()\n",
  'bare tt.': "declare const tt: { requestOrder(): void }\nexport const order = () => tt.requestOrder()\n",
  'TARO_ENV': "export const target = process.env.TARO_ENV\n",
  'global': "export const g = () => global\n",
}

async function messagesFor(code, file) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) })
  return result.messages.filter((m) => m.ruleId === 'no-restricted-globals' || m.ruleId === 'no-restricted-syntax')
}

describe('only src/platform/ names a host', () => {
  for (const [what, code] of Object.entries(SAMPLES)) {
    it(`${what}: refused outside src/platform, allowed inside`, async () => {
      assert.ok((await messagesFor(code, 'src/stores/sample.ts')).length > 0, 'a store may not name the host')
      assert.equal((await messagesFor(code, 'src/platform/sample.alipay.ts')).length, 0)
    })
  }
})
