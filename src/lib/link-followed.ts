// Whether a plain link of this page was followed, watched from the guard (a tile can be tapped before the
// entry runs): for src/lib/start-again.ts, a navigation away is no failed start. No imports.
const FOLLOWED = '__vpaLinkFollowed';

/** The link that `event`, a click, follows to another page in this tab, if any (not a new tab or window). */
function followedBy(event: MouseEvent): Element | null {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  const leaves =
    !!link &&
    !event.defaultPrevented &&
    !(event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) &&
    !link.hasAttribute('download') &&
    link.getAttribute('target') !== '_blank' &&
    !link.getAttribute('href')?.startsWith('#');
  return leaves ? link : null;
}

/**
 * From now on, notes such a click (a click listener costs the back/forward cache nothing), and marks
 * the link busy until the next page shows: a painted tile answers the tap with the pending look the
 * app's tile has (src/features/zone/zone-tile.tsx), not with nothing for the seconds a full page load
 * takes. A page the back/forward cache gives back shows it as it was before.
 */
export function watchLinksFollowed(win: Window) {
  let followed: Element | null = null;
  win.addEventListener('click', (event) => {
    const link = followedBy(event);
    if (!link) return;
    Reflect.set(win, FOLLOWED, true);
    (followed = link).setAttribute('aria-busy', 'true');
  });
  win.addEventListener('pageshow', (event) => {
    if (event.persisted) followed?.removeAttribute('aria-busy');
  });
}

export const linkFollowed = (win: Window) => Reflect.get(win, FOLLOWED) === true;
