/** How long a page's slide in or out takes on H5 (app.config.ts `animation`; page-shade.h5.ts waits for it). */
export const PAGE_ANIMATION_MS = 300
