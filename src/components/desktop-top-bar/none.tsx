/**
 * The desktop top bar on mini-programs: nothing. Desktop mode is H5's alone (the bar renders nothing
 * outside it), so the mini-program builds resolve index.<target>.tsx to this and the bar, its styles
 * and its navigation stay out of their main packages.
 */
export function DesktopTopBar(_props: { current?: string }): null {
  return null
}

export default DesktopTopBar
