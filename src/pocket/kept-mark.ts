// Whether tickets are kept on this phone, told before the framework: the language guard marks
// `<html>` from storage, so that the welcome page keeps its list's room from its first paint
// (docs/decisions/041). No imports: the guard carries it.

/**
 * localStorage key of the tickets a driver chose to keep on this phone (docs/decisions/017): versioned
 * JSON `{ version: 1, tickets: [...] }`, validated in ./kept-tickets.ts. Not one of the contract's keys.
 */
export const KEPT_TICKETS_KEY = 'vpa-kept-tickets';
/** On `<html>` while tickets may be kept on this phone. */
export const KEPT_ATTRIBUTE = 'data-vpa-kept';

/** The tiny check of what is stored under the key, without zod or date-fns: is any ticket there? */
export const keepsTickets = (raw: string | null) => raw !== null && raw.includes('"ticketNumber"');

/** Marks `<html>`; the mark stays for the page's life, so no list gone (pruned, removed) moves the screen. */
export const markKept = (doc: Document) => doc.documentElement.setAttribute(KEPT_ATTRIBUTE, '');
