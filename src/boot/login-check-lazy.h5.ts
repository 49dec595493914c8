/** H5: the launch login check and the account store it uses load only for a logged-in buyer (./login-check-lazy.ts). */
import type { launchLoginCheck } from './login-check'

export function loadLoginCheck(): Promise<typeof launchLoginCheck> {
  return import('./login-check').then((m) => m.launchLoginCheck)
}
