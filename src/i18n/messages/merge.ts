/**
 * Merging dictionaries: `checked(a, b)` makes a key that b shares with a a type error instead of a
 * silent override, so two domain or package files can never define the same key.
 */
type NoOverlap<A, B> = keyof A & keyof B extends never ? B : never

export const checked = <A, B>(_a: A, b: B & NoOverlap<A, B>): B => b
