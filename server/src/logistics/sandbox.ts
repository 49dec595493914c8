/**
 * The logistics sandbox: a parcel moves on by the clock, one state per step after it was shipped —
 * SHIPPED (collected), IN_TRANSIT, DELIVERING, SIGNED — with a tracking event for each state reached,
 * in the three languages. Deterministic from (shippedAt, now, step), so tests move it with their clock.
 * LOGISTICS_SANDBOX_STEP_SECONDS sets the step (default one hour; demos use a minute).
 */
import type { ParcelState } from '../../../types/express.js'
import type { Translations } from '../i18n/translations.js'
import type { LogisticsProvider, TrackedEvent } from './provider.js'

export const SANDBOX_CARRIERS = ['SANDBOX_EXPRESS', 'SF', 'EMS'] as const
export const DEFAULT_SANDBOX_STEP_SECONDS = 3600

const STEPS: Array<{ state: ParcelState; text: Translations }> = [
  { state: 'SHIPPED', text: { 'zh-CN': '商家已发货，快递员已揽收', 'zh-MO': '商家已發貨，快遞員已攬收', 'en-US': 'Shipped: the courier has collected the parcel' } },
  { state: 'IN_TRANSIT', text: { 'zh-CN': '包裹已到达转运中心，运输中', 'zh-MO': '包裹已到達轉運中心，運輸中', 'en-US': 'In transit: the parcel reached the sorting centre' } },
  { state: 'DELIVERING', text: { 'zh-CN': '快递员正在派送，请保持电话畅通', 'zh-MO': '快遞員正在派送，請保持電話暢通', 'en-US': 'Out for delivery: keep your phone at hand' } },
  { state: 'SIGNED', text: { 'zh-CN': '包裹已签收，感谢使用', 'zh-MO': '包裹已簽收，感謝使用', 'en-US': 'Delivered and signed for' } },
]

export function sandboxStepSeconds(env: NodeJS.ProcessEnv): number {
  const n = Number(env.LOGISTICS_SANDBOX_STEP_SECONDS)
  return Number.isFinite(n) && n >= 1 ? Math.floor(n) : DEFAULT_SANDBOX_STEP_SECONDS
}

export function createSandboxLogistics(stepSeconds = DEFAULT_SANDBOX_STEP_SECONDS): LogisticsProvider {
  return {
    backend: 'SANDBOX',
    carriers: SANDBOX_CARRIERS,
    async track(q) {
      const elapsed = q.now.getTime() - q.shippedAt.getTime()
      if (elapsed < 0) return null
      const reached = Math.min(STEPS.length, 1 + Math.floor(elapsed / (stepSeconds * 1000)))
      const events: TrackedEvent[] = STEPS.slice(0, reached).map((s, i) => ({ state: s.state, at: q.shippedAt.getTime() + i * stepSeconds * 1000, text: s.text }))
      events.reverse()
      return { state: (events[0] as TrackedEvent).state, events }
    },
  }
}
