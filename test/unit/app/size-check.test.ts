/**
 * `npm run size` fails over the platforms' limits (2 MB a package, 20 MB a mini-program); over our
 * budgets (main package 600 KB, subpackage 500 KB, H5 first-screen JS 150 KB gzipped) it names the
 * miss, and fails on it with --budgets.
 */
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
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

function runSize(dir: string, target = 'weapp', flags: string[] = ['--budgets']) {
  return spawnSync(process.execPath, [SCRIPT, ...flags, target], { env: { ...process.env, SIZE_DIST_DIR: dir }, encoding: 'utf8' })
}

/** An H5 build whose files are random bytes (gzip cannot shrink them) of the given sizes. */
function fakeH5(entryBytes: number, homeBytes: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'size-h5-'))
  const write = (file: string, content: Buffer | string) => {
    const p = path.join(dir, 'h5', file)
    fs.mkdirSync(path.dirname(p), { recursive: true })
    fs.writeFileSync(p, content)
  }
  write('index.html', '<!doctype html><script defer="defer" src="/js/app.0000aaaa.js"></script>')
  write('js/app.0000aaaa.js', crypto.randomBytes(entryBytes))
  write('js/home.1111bbbb.js', crypto.randomBytes(homeBytes))
  write('js/detail.2222cccc.js', crypto.randomBytes(1000))
  write('js/booking.3333dddd.js', crypto.randomBytes(1000))
  write('css/home.4444eeee.css', '.a{color:red}')
  write('js/video.5555ffff.js', crypto.randomBytes(30 * 1024))
  write(
    'asset-manifest.json',
    JSON.stringify({
      entry: ['js/app.0000aaaa.js'],
      pages: {
        'pages/list/list': ['js/home.1111bbbb.js', 'css/home.4444eeee.css'],
        'packages/show/detail/index': ['js/detail.2222cccc.js'],
        'packages/show/booking/index': ['js/booking.3333dddd.js'],
      },
      routes: [],
      deferred: { './video-element': ['js/video.5555ffff.js'] },
    }),
  )
  return dir
}

describe('size check', () => {
  it('passes and prints the headroom of each package under the limits', () => {
    const res = runSize(fakeBuild({ 'app.js': 300_000, 'packages/show/a.js': 10_000, 'project.config.json': 5_000_000 }))
    expect(res.status).toBe(0)
    expect(res.stdout).toMatch(/main\s+293\.0 KB\s+budget 600\.0 KB, headroom\s+307\.0 KB; limit 2 MB, headroom 1755\.0 KB/)
    expect(res.stdout).toMatch(/show\s+9\.8 KB\s+budget 500\.0 KB, headroom\s+490\.2 KB/)
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

  it('fails when the main package passes its 600 KB budget, though under the platform limit', () => {
    const res = runSize(fakeBuild({ 'app.js': 601 * 1024, 'packages/show/a.js': 1000 }))
    expect(res.status).toBe(1)
    expect(res.stderr).toMatch(/weapp main: 601\.0 KB is over its 600\.0 KB budget by 1\.0 KB/)
    expect(runSize(fakeBuild({ 'app.js': 599 * 1024 })).status).toBe(0)
  })

  it('without --budgets names a missed budget but passes: only a platform limit fails the build', () => {
    const res = runSize(fakeBuild({ 'app.js': 601 * 1024, 'packages/show/a.js': 1000 }), 'weapp', [])
    expect(res.status).toBe(0)
    expect(res.stderr).toMatch(/size: over budget: weapp main: 601\.0 KB is over its 600\.0 KB budget by 1\.0 KB/)
    expect(runSize(fakeBuild({ 'packages/user/big.js': 2 * 1024 * 1024 + 2048 }), 'weapp', []).status).toBe(1)
  })

  it('fails when a subpackage passes its 500 KB budget', () => {
    const res = runSize(fakeBuild({ 'app.js': 1000, 'packages/order/a.js': 501 * 1024 }))
    expect(res.status).toBe(1)
    expect(res.stderr).toMatch(/weapp order: 501\.0 KB is over its 500\.0 KB budget/)
  })

  it('counts the H5 entry plus the home page chunks from the asset manifest against 150 KB gzipped', () => {
    const under = runSize(fakeH5(100 * 1024, 40 * 1024), 'h5')
    expect(under.status).toBe(0)
    expect(under.stdout).toMatch(/h5\s+first-screen JS 140\.0 KB \(gzip 14\d\.\d KB\) in 2 files, budget 150\.0 KB gzip/)
    expect(under.stdout).toMatch(/show detail\s+adds JS gzip 1\.\d KB \(1 files\)/)
    const over = runSize(fakeH5(100 * 1024, 60 * 1024), 'h5')
    expect(over.status).toBe(1)
    expect(over.stderr).toMatch(/h5 first screen: 16\d\.\d KB of JS gzipped is over the 150\.0 KB budget/)
  })

  it('reports a deferred component (loaded once a page renders one) beside the first screen, not in it', () => {
    const res = runSize(fakeH5(100 * 1024, 40 * 1024), 'h5')
    expect(res.status).toBe(0)
    expect(res.stdout).toMatch(/first-screen JS 140\.0 KB .* in 2 files/)
    expect(res.stdout).toMatch(/deferred video-element\s+JS gzip 30\.\d KB \(1 files\) after first render/)
  })

  it('fails on an H5 build without its asset manifest instead of under-counting', () => {
    const dir = fakeH5(1000, 1000)
    fs.rmSync(path.join(dir, 'h5', 'asset-manifest.json'))
    const res = runSize(dir, 'h5')
    expect(res.status).toBe(1)
    expect(res.stderr).toMatch(/asset-manifest\.json is missing/)
  })
})
