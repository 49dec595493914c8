/** `npm run size` fails over the platforms' limits (2 MB a package, 20 MB a mini-program). */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const SCRIPT = path.resolve(__dirname, '../../../scripts/size.mjs')

function fakeBuild(files: Record<string, number>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'size-'))
  for (const [file, bytes] of Object.entries(files)) {
    const p = path.join(dir, 'weapp', file)
    fs.mkdirSync(path.dirname(p), { recursive: true })
    fs.writeFileSync(p, Buffer.alloc(bytes, 97))
  }
  return dir
}

function runSize(dir: string) {
  return spawnSync(process.execPath, [SCRIPT, 'weapp'], { env: { ...process.env, SIZE_DIST_DIR: dir }, encoding: 'utf8' })
}

describe('size check', () => {
  it('passes and prints the headroom of each package under the limits', () => {
    const res = runSize(fakeBuild({ 'app.js': 300_000, 'packages/show/a.js': 10_000, 'project.config.json': 5_000_000 }))
    expect(res.status).toBe(0)
    expect(res.stdout).toMatch(/main\s+293\.0 KB\s+limit 2 MB, headroom 1755\.0 KB/)
    expect(res.stdout).toMatch(/show\s+9\.8 KB/)
  })

  it('fails when a subpackage passes 2 MB, naming it and by how much', () => {
    const res = runSize(fakeBuild({ 'app.js': 1000, 'packages/user/big.js': 2 * 1024 * 1024 + 2048 }))
    expect(res.status).toBe(1)
    expect(res.stderr).toMatch(/weapp user: .* over 2 MB by 2\.0 KB/)
  })

  it('fails when the main package passes 2 MB', () => {
    const res = runSize(fakeBuild({ 'vendors.js': 3 * 1024 * 1024 }))
    expect(res.status).toBe(1)
    expect(res.stderr).toMatch(/weapp main/)
  })
})
