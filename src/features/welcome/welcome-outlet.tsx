import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useOutletContext } from 'react-router';

/**
 * What the welcome layout hands its pages: the company footer (another feature's component, so
 * the layout passes it in rather than the page importing it) and the place below `<main>` where
 * a page's footer goes, so that it is the page's contentinfo landmark.
 */
export type WelcomeOutletContext = {
  companyFooter: (zoneCode: string) => ReactNode;
  footerTarget: HTMLElement | null;
};

function useWelcomeOutlet(): WelcomeOutletContext | undefined {
  return useOutletContext<WelcomeOutletContext | undefined>();
}

export function useCompanyFooterSlot(): WelcomeOutletContext['companyFooter'] | null {
  return useWelcomeOutlet()?.companyFooter ?? null;
}

/** Renders its children below the layout's `<main>`; in place when there is no welcome layout. */
export function WelcomePageFooter({ children }: { children: ReactNode }) {
  const target = useWelcomeOutlet()?.footerTarget;
  return target ? createPortal(children, target) : children;
}
