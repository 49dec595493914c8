/** A mini-program's host draws its own page stack: nothing to keep visible (page-shade.h5.ts). */
export function keepTopPageVisible(_animationMs: number): void {}
