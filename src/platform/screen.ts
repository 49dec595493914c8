/**
 * The screen while an e-ticket is shown (spec core §1 ticket holder): mini-programs can read and set
 * the brightness (so a gate scanner reads the QR) and tell when the buyer takes a screenshot; H5
 * browsers can do neither, so there the calls answer "unsupported" and nothing happens.
 */
export interface ScreenPort {
  /** Current brightness 0..1, or null where the host cannot tell. */
  getScreenBrightness(): Promise<number | null>
  /** Sets brightness 0..1; resolves false where the host cannot. */
  setScreenBrightness(value: number): Promise<boolean>
  /** Calls back on each screenshot the host reports; returns the unsubscribe (a no-op where unsupported). */
  onUserScreenshot(listener: () => void): () => void
}

export { getScreenBrightness, setScreenBrightness, onUserScreenshot } from './screen.h5'
