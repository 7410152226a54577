// Whether the driver has followed a plain link of this page (a painted page's, before the app):
// watched from the language guard, since a tile can be tapped before the entry runs, and read by the
// entry's start (src/lib/start-again.ts): a followed link aborts the start's loads, which is no
// failed start. No imports: the guard carries it.
const FOLLOWED = '__vpaLinkFollowed';

/** Whether `event` is a click that follows a link to another page in this tab. */
export function followsLink(event: Event): boolean {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  return (
    !!link &&
    !event.defaultPrevented &&
    !link.hasAttribute('download') &&
    link.getAttribute('target') !== '_blank'
  );
}

/** From now on, notes a click of `win`'s page that follows a link (a click listener: no cost to the back/forward cache). */
export function watchLinksFollowed(win: Window): void {
  win.addEventListener('click', (event) => {
    if (followsLink(event)) Reflect.set(win, FOLLOWED, true);
  });
}

/** Whether a link was followed since the guard began watching. */
export const linkFollowed = (win: Window) => Reflect.get(win, FOLLOWED) === true;
