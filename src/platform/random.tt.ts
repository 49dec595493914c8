import { createRandomSource, hostGetRandomValues } from './random-core'

// Douyin documents tt.getRandomValues (base library 2.87.0+, asynchronous), the same shape as WeChat's.
declare const tt: Parameters<typeof hostGetRandomValues>[0]

const source = createRandomSource(hostGetRandomValues(tt))
export const { primeRandom, randomBytes, hasStrongRandom } = source
