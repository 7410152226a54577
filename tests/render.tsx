import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import {
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigationType,
} from 'react-router';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { i18n, i18nReady } from '@/i18n/i18n';
import type { Language } from '@/i18n/languages';
import { rehydrateSessionStore } from '@/stores/session-store';
import { SELECTION_KEY, type TicketSelection } from '@/stores/session-keys';

type Session = Partial<TicketSelection> & { zoneCode?: string; cid?: string };

type Options = {
  /** Session storage before the app starts (zone code, ticket selection ...). */
  session?: Session;
  /** Language of the page; tests read English unless they say otherwise. */
  language?: Language;
  /** Pass fake-timer advance for userEvent when the test uses fake timers. */
  advanceTimers?: (ms: number) => unknown;
  /** How often a failed read is tried again; none unless a test is about the retries. */
  retry?: number;
};

/** Renders the real app (router, providers, i18n) at a URL, against the mock backend. */
export async function renderRoute(
  url: string,
  { session = {}, language = 'en', advanceTimers, retry = 0 }: Options = {},
) {
  const { zoneCode, cid, ...selection } = session;
  if (zoneCode) sessionStorage.setItem('zoneCode', zoneCode);
  if (cid) sessionStorage.setItem('cid', cid);
  if (Object.keys(selection).length > 0) {
    sessionStorage.setItem(SELECTION_KEY, JSON.stringify({ duration: 1, plateNumber: '', ...selection }));
  }
  rehydrateSessionStore();
  await i18nReady;
  await i18n.changeLanguage(language);

  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry },
  });
  const router = createRouterProbe();
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const view = render(
    <App queryClient={queryClient} initialUrl={url}>
      <router.Probe />
    </App>,
  );
  return { ...view, router, user, queryClient };
}

export type RouterProbe = {
  state: { location: Location; historyAction: NavigationType };
  /** A path, or a step in the history (`-1`: the browser's Back). */
  navigate: (to: string | number) => Promise<void>;
  Probe: () => null;
};

/** What the app's router shows (its location and the last history action), and a way to navigate. */
export function createRouterProbe(): RouterProbe {
  const probe: RouterProbe = {
    state: {
      location: { pathname: '', search: '', hash: '', state: null, key: '' },
      historyAction: 'POP' as NavigationType,
    },
    navigate: () => Promise.reject(new Error('The app has not rendered yet')),
    Probe: function Probe() {
      const location = useLocation();
      const historyAction = useNavigationType();
      const navigate = useNavigate();
      useLayoutEffect(() => {
        probe.state = { location, historyAction };
        probe.navigate = async (to) => (typeof to === 'number' ? navigate(to) : navigate(to));
      }, [location, historyAction, navigate]);
      return null;
    },
  };
  return probe;
}

export function currentUrl(router: { state: { location: { pathname: string; search: string } } }) {
  return router.state.location.pathname + router.state.location.search;
}
