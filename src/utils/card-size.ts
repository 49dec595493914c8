/** Card sizes of spec core §9 (px of the design width). */

/** Gap between the two columns of medium cards. */
export const MEDIUM_CARD_GAP = 10
/** Medium card images are 224 × 168. */
export const MEDIUM_IMAGE_RATIO = 168 / 224

export interface CardSize {
  width: number
  imageHeight: number
}

/** Two cards per row: (windowWidth − 2 × margin − 10) / 2, image at 224 × 168. */
export function mediumCardSize(windowWidth: number, margin: number): CardSize {
  const width = Math.max(0, (windowWidth - 2 * margin - MEDIUM_CARD_GAP) / 2)
  return { width, imageHeight: Math.round(width * MEDIUM_IMAGE_RATIO * 100) / 100 }
}

/** One card per row: the screen width minus the margins on both sides. */
export function largeCardWidth(screenWidth: number, margin: number): number {
  return Math.max(0, screenWidth - 2 * margin)
}
