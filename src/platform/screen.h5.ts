import type { ScreenPort } from './screen'

// Browsers expose neither the display brightness nor screenshot events.
export const getScreenBrightness: ScreenPort['getScreenBrightness'] = async () => null
export const setScreenBrightness: ScreenPort['setScreenBrightness'] = async () => false
export const onUserScreenshot: ScreenPort['onUserScreenshot'] = () => () => undefined
