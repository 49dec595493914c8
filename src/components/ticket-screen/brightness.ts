/**
 * Full brightness while a scannable code is on screen, and the buyer's own level back afterwards.
 * Calls are chained so a quick show/hide/show cannot restore before the raise read the old level,
 * and a restore without a raise (or where the host cannot read the level) never touches the screen.
 */
import type { ScreenPort } from '../../platform/screen'

export type BrightnessPort = Pick<ScreenPort, 'getScreenBrightness' | 'setScreenBrightness'>

export const FULL_BRIGHTNESS = 1

export function createBrightnessBoost(port: BrightnessPort) {
  let saved: number | null = null
  let chain: Promise<void> = Promise.resolve()
  const queue = (step: () => Promise<void>): Promise<void> => (chain = chain.then(step, step))

  return {
    raise(): Promise<void> {
      return queue(async () => {
        if (saved !== null) return
        const level = await port.getScreenBrightness()
        // Unknown level: leave the screen alone rather than strand the buyer at full brightness.
        if (level === null) return
        if (await port.setScreenBrightness(FULL_BRIGHTNESS)) saved = level
      })
    },
    restore(): Promise<void> {
      return queue(async () => {
        if (saved === null) return
        const level = saved
        saved = null
        await port.setScreenBrightness(level)
      })
    },
    get raised(): boolean {
      return saved !== null
    },
  }
}

export type BrightnessBoost = ReturnType<typeof createBrightnessBoost>
