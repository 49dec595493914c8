/**
 * Subscribe messages (show reminders). Mini-programs ask the host for message templates; H5 does
 * nothing because reminders go by SMS there (spec core §1).
 */
export interface SubscribeResult {
  /** 'subscribe': the host's template messages; 'sms': reminders go by text message. */
  channel: 'subscribe' | 'sms'
  /** Template ids the user accepted (empty on H5 or when refused). */
  accepted: string[]
}

export interface SubscribePort {
  requestSubscribe(templateIds: string[]): Promise<SubscribeResult>
}

export { requestSubscribe } from './subscribe.h5'
