/**
 * Accessibility props Taro's component types leave out (see a11y.ts): the ARIA role and keyboard focus
 * of every view, and the props Taro's H5 Image forwards to its inner <img> (alt text).
 */
export {}

declare module '@tarojs/components/types/common' {
  interface StandardProps {
    /** ARIA role; an attribute on H5, inert on mini-programs. */
    role?: string
    /** 0 makes a tappable view reachable by keyboard on H5. */
    tabIndex?: number
  }
}

declare module '@tarojs/components/types/Image' {
  interface ImageProps {
    /** Attributes of the <img> Taro's H5 Image renders (alt). */
    nativeProps?: Record<string, string>
  }
}
