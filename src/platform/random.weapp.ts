import { createRandomSource, hostGetRandomValues } from './random-core'

// WeChat documents wx.getRandomValues (base library 2.15.0+, asynchronous); Taro types it for weapp only.
declare const wx: Parameters<typeof hostGetRandomValues>[0]

const source = createRandomSource(hostGetRandomValues(wx))
export const { primeRandom, randomBytes, hasStrongRandom } = source
