import type { SubscribePort } from './subscribe'
import { requestSubscribeVia } from './subscribe-mini'

// Alipay's equivalent takes message template ids as entityIds.
export const requestSubscribe: SubscribePort['requestSubscribe'] = (ids) => requestSubscribeVia('entityIds', ids)
