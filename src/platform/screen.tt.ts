export { getScreenBrightness, setScreenBrightness, onUserScreenshot } from './screen-mini'
