// Whether a plain link of this page was followed, watched from the guard (a tile can be tapped before the
// entry runs): for src/lib/start-again.ts, a navigation away is no failed start. No imports.
const FOLLOWED = '__vpaLinkFollowed';

/** The link that `event`, a click, follows to another page in this tab, if any (not a new tab, an app). */
function followedBy(event: MouseEvent): HTMLAnchorElement | null {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  const leaves =
    !!link &&
    !event.defaultPrevented &&
    !(event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) &&
    /^https?:$/.test(link.protocol) &&
    !link.hasAttribute('download') &&
    link.getAttribute('target') !== '_blank' &&
    !link.getAttribute('href')?.startsWith('#');
  return leaves ? link : null;
}

/** The link followed from this page, until the back/forward cache shows it again. */
export const linkFollowed = (win: Window) => Reflect.get(win, FOLLOWED) as HTMLAnchorElement | undefined;

/** Notes `link` as the followed one (or, at the takeover, the app's copy of it): it shows busy. */
export function markFollowed(win: Window, link: HTMLAnchorElement) {
  Reflect.set(win, FOLLOWED, link);
  link.setAttribute('aria-busy', 'true');
}

/**
 * From now on, notes such a click (a click listener costs the back/forward cache nothing), and marks
 * the link busy until the next page shows: a painted tile answers the tap with the pending look the
 * app's tile has (src/features/zone/zone-tile.tsx), not with nothing for the seconds a full page load
 * takes. A page the back/forward cache gives back shows it as it was before, and is no longer left.
 */
export function watchLinksFollowed(win: Window) {
  win.addEventListener('click', (event) => {
    const link = followedBy(event);
    if (link) markFollowed(win, link);
  });
  win.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    linkFollowed(win)?.removeAttribute('aria-busy');
    Reflect.deleteProperty(win, FOLLOWED);
  });
}
