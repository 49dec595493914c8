/**
 * Taro plugin: each mini-program output opens in its own devtool with its own project file —
 * project.config.json for WeChat and Douyin, mini.project.json for Alipay (Taro copies them from
 * project.config.json, project.tt.json and project.alipay.json at the root). The root files hold the
 * release settings (domain check on); a development build turns WeChat's and Douyin's domain check
 * off so a local API answers (api-base.ts says which build is which).
 */
import fs from 'node:fs'
import path from 'node:path'
import type { IPluginContext } from '@tarojs/service'
import { buildModeOf } from './api-base'

const PROJECT_FILE: Record<string, string> = { weapp: 'project.config.json', tt: 'project.config.json', alipay: 'mini.project.json' }

export default (ctx: IPluginContext) => {
  ctx.onBuildFinish(() => {
    const target = process.env.TARO_ENV ?? ''
    const file = PROJECT_FILE[target]
    if (!file) return
    const out = path.join(ctx.paths.outputPath, file)
    if (!fs.existsSync(out)) throw new Error(`${target} build: ${file} was not written (root project file missing?)`)
    if (target === 'alipay') return
    const project = JSON.parse(fs.readFileSync(out, 'utf8')) as { setting?: Record<string, unknown> }
    const urlCheck = buildModeOf(process.env) === 'release'
    if (project.setting?.urlCheck === urlCheck) return
    project.setting = { ...project.setting, urlCheck }
    fs.writeFileSync(out, `${JSON.stringify(project, null, 2)}\n`)
  })
}
