import type { SubscribePort } from './subscribe'
import { requestSubscribeVia } from './subscribe-mini'

export const requestSubscribe: SubscribePort['requestSubscribe'] = (ids) => requestSubscribeVia('tmplIds', ids)
