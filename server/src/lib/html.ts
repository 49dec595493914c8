/** Text for the few HTML pages the API serves itself (sandbox cashier, consent and seat pages). */

/** `s` safe inside HTML text and quoted attribute values. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
