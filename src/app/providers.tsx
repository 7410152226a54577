import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { CacheProvider } from '@emotion/react';
import { emotionCache } from '@/lib/emotion-cache';
import { i18n } from '@/i18n/i18n';
import { theme } from './theme';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // The server translates some of what it sends (tariff names, messages) by Accept-Language:
  // another language refreshes what is on screen instead of keeping the old one for 5 minutes.
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries();
    i18n.on('languageChanged', refresh);
    return () => i18n.off('languageChanged', refresh);
  }, [queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      {/* Styles carry the CSP nonce of the response (docs/decisions/007). */}
      <CacheProvider value={emotionCache}>
        <ThemeProvider theme={theme}>{children}</ThemeProvider>
      </CacheProvider>
    </QueryClientProvider>
  );
}
