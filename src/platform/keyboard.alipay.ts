/** Mini-program hosts give views no keyboard focus: nothing to install. */
export function installKeyboardActivation(): () => void {
  return () => undefined
}
