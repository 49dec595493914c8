/**
 * The local Redis the tests may use: its address (REDIS_URL, else the machine's 127.0.0.1:6379) and a
 * one-ping probe, so a suite that needs Redis is skipped with a reason where none answers.
 */
import { Redis } from 'ioredis'

export const TEST_REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379'

export async function redisReachable(url: string = TEST_REDIS_URL): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null })
  try {
    await probe.connect()
    return (await probe.ping()) === 'PONG'
  } catch {
    return false
  } finally {
    probe.disconnect()
  }
}
