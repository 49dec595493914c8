import { createRandomSource } from './random-core'

// Alipay documents no random API (no my.getRandomValues, no crypto in the logic layer): always the
// fallback of random-core, which random.ts explains.
const source = createRandomSource(null)
export const { primeRandom, randomBytes, hasStrongRandom } = source
