/** A mini-program's pages come from its package: no server draws a first screen, nothing to remove. */
export function firstScreenLang(): string | undefined {
  return undefined
}

export function watchFirstScreen(_appLang: string): void {}

export function firstScreenDrawn(_pageName: string): void {}

export function otherPageShown(_pageName: string): void {}
