/** Template-message subscription over Taro.requestSubscribeMessage (tmplIds on WeChat/Douyin, entityIds on Alipay). */
import Taro from '@tarojs/taro'
import type { SubscribeResult } from './subscribe'

export async function requestSubscribeVia(idsField: 'tmplIds' | 'entityIds', templateIds: string[]): Promise<SubscribeResult> {
  if (templateIds.length === 0) return { channel: 'subscribe', accepted: [] }
  try {
    const option = { [idsField]: templateIds } as unknown as Taro.requestSubscribeMessage.Option
    const res = (await Taro.requestSubscribeMessage(option)) as unknown as Record<string, unknown>
    return { channel: 'subscribe', accepted: templateIds.filter((id) => res[id] === 'accept') }
  } catch {
    // Refused, too many templates, or the user switched reminders off: the caller carries on without them.
    return { channel: 'subscribe', accepted: [] }
  }
}
