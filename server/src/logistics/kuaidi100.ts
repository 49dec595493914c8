/**
 * Kuaidi100 real-time query API (https://api.kuaidi100.com/document/5f0ffb5ebc8da837cbd8aefc): POST
 * form `customer`, `sign` = upper-case MD5(param + key + customer), `param` = JSON {com, num, phone}.
 * Its `state` codes map onto ours: 1 collected → SHIPPED, 0/2/4/7/8/10+ moving → IN_TRANSIT,
 * 5 dispatching → DELIVERING, 3 signed → SIGNED. Texts come in the carrier's language (Chinese): the
 * same text is shown in every language, as a carrier's own record.
 */
import { createHash } from 'node:crypto'
import type { ParcelState } from '../../../types/express.js'
import type { LogisticsProvider, TrackedEvent } from './provider.js'

export const KUAIDI100_SETTINGS = ['KUAIDI100_CUSTOMER', 'KUAIDI100_KEY'] as const
export const KUAIDI100_CARRIERS = ['shunfeng', 'ems', 'zhongtong', 'yuantong', 'yunda', 'shentong', 'jd'] as const
const URL = 'https://poll.kuaidi100.com/poll/query.do'

export interface Kuaidi100Config {
  customer: string
  key: string
  fetch?: typeof fetch
}

export function kuaidi100State(code: string | number | undefined): ParcelState {
  switch (String(code)) {
    case '1':
      return 'SHIPPED'
    case '5':
      return 'DELIVERING'
    case '3':
      return 'SIGNED'
    default:
      return 'IN_TRANSIT'
  }
}

interface Kuaidi100Answer {
  message?: string
  state?: string
  status?: string
  data?: Array<{ time?: string; ftime?: string; context?: string; statusCode?: string }>
}

export function createKuaidi100Logistics(config: Kuaidi100Config): LogisticsProvider {
  const doFetch = config.fetch ?? fetch
  return {
    backend: 'KUAIDI100',
    carriers: KUAIDI100_CARRIERS,
    async track(q) {
      const param = JSON.stringify({ com: q.carrier, num: q.waybillNo, phone: q.phone ?? '', resultv2: '1' })
      const sign = createHash('md5').update(param + config.key + config.customer).digest('hex').toUpperCase()
      const body = new URLSearchParams({ customer: config.customer, sign, param })
      const res = await doFetch(URL, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body, signal: AbortSignal.timeout(5000) })
      if (!res.ok) throw new Error(`kuaidi100 answered HTTP ${res.status}`)
      const answer = (await res.json()) as Kuaidi100Answer
      if (answer.status !== '200' || !answer.data?.length) return null
      const events: TrackedEvent[] = answer.data.map((d) => {
        const text = d.context ?? ''
        // Kuaidi100 writes China time without a zone.
        const at = Date.parse(`${(d.ftime ?? d.time ?? '').replace(' ', 'T')}+08:00`)
        return { state: kuaidi100State(d.statusCode ?? answer.state), at: Number.isFinite(at) ? at : q.now.getTime(), text: { 'zh-CN': text, 'zh-MO': text, 'en-US': text } }
      })
      return { state: kuaidi100State(answer.state), events }
    },
  }
}
