import type { SubscribePort } from './subscribe'

export const requestSubscribe: SubscribePort['requestSubscribe'] = async () => ({ channel: 'sms', accepted: [] })
