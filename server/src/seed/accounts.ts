/**
 * Demo accounts: one phone account per demo shop (log in with the sandbox SMS code). No passwords are
 * seeded, so a demo database never holds a known credential.
 */
import { DEMO_MERCHANTS } from '../../../types/api.js'
import { createAccountsRepository } from '../modules/accounts/repository.js'
import type { SeedContext } from './index.js'
import { SEED_TIME } from './shop.js'

export const DEMO_USERS = [
  { userId: 'U0000000000000000demo1', merchantId: DEMO_MERCHANTS.MACAU, countryCode: '853', cellphone: '66000001', nickname: '蓮花觀眾' },
  { userId: 'U0000000000000000demo2', merchantId: DEMO_MERCHANTS.MAINLAND, countryCode: '86', cellphone: '13800000001', nickname: '外滩观众' },
] as const

export async function seedAccounts({ db }: SeedContext): Promise<number> {
  const repo = createAccountsRepository(db)
  let inserted = 0
  for (const u of DEMO_USERS) {
    const row = await repo.insertUser({
      ...u,
      registeredBy: 'CELLPHONE',
      createdAt: SEED_TIME,
      updatedAt: SEED_TIME,
    })
    if (row) inserted++
  }
  return inserted
}
