/**
 * The launch login check (./login-check.ts). Mini-programs load the main package whole at launch, so
 * here it is a plain import; H5 fetches it when a logged-in buyer's app boots (./login-check-lazy.h5.ts).
 */
import { launchLoginCheck } from './login-check'

export function loadLoginCheck(): Promise<typeof launchLoginCheck> {
  return Promise.resolve(launchLoginCheck)
}
