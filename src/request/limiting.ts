/**
 * The limiting loop (core §4, §9): a critical call the admission gate turned away is re-sent every
 * 3 s, up to 10 times, under a progress dialog. It ends on the first answer that is not limiting,
 * on cancel, on a route change (the user left the page that wanted the answer), or when tries run out.
 */
import { t } from '../i18n'
import { LIMITING_INTERVAL, LIMITING_MAX_TRIES, LIMITING_PATIENCE_FROM, LIMITING_PROGRESS_CAP } from './constants'
import { isLimitingOutcome, type Outcome } from './envelope'
import type { NavPort, RequestUi } from './types'

export type LimitingResult =
  | { kind: 'answered'; outcome: Outcome }
  | { kind: 'exhausted'; outcome: Outcome }
  | { kind: 'cancelled'; reason: 'user' | 'route' }

export function limitingProgress(tries: number): { tries: number; percent: number; text: string } {
  const percent = Math.min(LIMITING_PROGRESS_CAP, Math.round((tries / LIMITING_MAX_TRIES) * 100))
  const text =
    tries >= LIMITING_PATIENCE_FROM ? t('request.triedPatient', { count: tries }) : t('request.tried', { count: tries })
  return { tries, percent, text }
}

export function runLimiting(ui: RequestUi, nav: NavPort, send: () => Promise<Outcome>): Promise<LimitingResult> {
  return new Promise((resolve) => {
    let finished = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let unsubscribe: () => void = () => {}

    const finish = (result: LimitingResult) => {
      if (finished) return
      finished = true
      if (timer !== undefined) clearTimeout(timer)
      unsubscribe()
      ui.progress.close()
      resolve(result)
    }

    ui.progress.open({
      title: t('request.progressTitle'),
      subText: t('request.progressSubText'),
      onCancel: () => finish({ kind: 'cancelled', reason: 'user' }),
    })
    unsubscribe = nav.onRouteChange(() => finish({ kind: 'cancelled', reason: 'route' }))

    const attempt = async (tries: number) => {
      ui.progress.update(limitingProgress(tries))
      const outcome = await send()
      // A cancel or route change while the call was in flight wins: its answer is no longer wanted.
      if (finished) return
      if (!isLimitingOutcome(outcome)) finish({ kind: 'answered', outcome })
      else if (tries >= LIMITING_MAX_TRIES) finish({ kind: 'exhausted', outcome })
      else schedule(tries + 1)
    }
    const schedule = (tries: number) => {
      timer = setTimeout(() => void attempt(tries), LIMITING_INTERVAL)
    }
    schedule(1)
  })
}
