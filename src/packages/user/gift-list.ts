/** Birthday gifts on the member centre: more than 3 scroll sideways (spec accounts §9). */
export const GIFTS_BEFORE_SCROLL = 3

/** Whether a birthday gift list of `count` scrolls. */
export const giftsScroll = (count: number): boolean => count > GIFTS_BEFORE_SCROLL
