import { useDeferredValue, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { City } from '@/api/schemas/sms';
import { CloseIcon } from '@/components/icons';
import { PageSkeleton } from '@/components/page-skeleton';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { StatusAlert } from '@/components/status-alert';
import { TextInput } from '@/components/form/text-input';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { formatCityName } from '@/lib/city-name';
import { matchesSearch } from '@/lib/search-text';
import { LinkList, LinkListItem } from './link-list';
import { WelcomeHeader } from './welcome-header';
import { welcomeQueries } from './welcome-queries';

const MAX_QUERY_LENGTH = 60;

/** /welcome/cities: every active city, with a search that forgives missing diacritics. */
export function CitiesPage() {
  const { t } = useTranslation(['welcome', 'common']);
  const cities = useQuery(welcomeQueries.cities());

  return (
    <Box>
      <WelcomeHeader
        title={t('welcome:cities.title')}
        backTo="/welcome"
        backLabel={t('welcome:cities.back')}
      />
      {cities.isPending ? (
        <PageSkeleton header={false} rows={5} rowHeight={48} />
      ) : cities.isError ? (
        <QueryErrorAlert onRetry={() => void cities.refetch()}>{t('common:errors.generic')}</QueryErrorAlert>
      ) : cities.data.length === 0 ? (
        <StatusAlert severity="warning">{t('welcome:cities.empty')}</StatusAlert>
      ) : (
        <CitySearch cities={cities.data} />
      )}
    </Box>
  );
}

function CitySearch({ cities }: { cities: City[] }) {
  const { t } = useTranslation('welcome');
  const [query, setQuery] = useState('');
  // Typing stays responsive on slow phones; the list follows a moment later.
  const deferredQuery = useDeferredValue(query);
  const krk = t('cities.krk');

  const entries = useMemo(
    () => cities.map((city) => ({ ...city, label: formatCityName(city.city, krk) })),
    [cities, krk],
  );
  const visible = useMemo(
    () => entries.filter((entry) => matchesSearch(deferredQuery, entry.label, entry.city)),
    [entries, deferredQuery],
  );
  const searching = deferredQuery.trim() !== '';
  const noMatch = t('cities.noMatch', { query: deferredQuery.trim() });

  return (
    <>
      <Box role="search" sx={{ mb: 2 }}>
        <TextInput
          fullWidth
          type="search"
          label={t('cities.searchLabel')}
          value={query}
          onChange={(event) => setQuery(event.target.value.slice(0, MAX_QUERY_LENGTH))}
          helperText={t('cities.searchHint')}
          autoComplete="off"
          slotProps={{
            htmlInput: { 'aria-controls': 'city-results', spellCheck: false, maxLength: MAX_QUERY_LENGTH },
            input: {
              endAdornment: query ? (
                <InputAdornment position="end">
                  <IconButton aria-label={t('cities.clear')} onClick={() => setQuery('')} edge="end">
                    <CloseIcon />
                  </IconButton>
                </InputAdornment>
              ) : null,
            },
          }}
        />
      </Box>

      {/* The one live region of the search: screen readers hear the result as the visitor types. */}
      <Box role="status" aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
        {searching ? (visible.length === 0 ? noMatch : t('cities.count', { count: visible.length })) : ''}
      </Box>

      {/* Always present, so the search field's aria-controls always points somewhere. */}
      <Box id="city-results">
        {visible.length === 0 ? (
          <Box
            sx={{ p: 2, borderRadius: 2, bgcolor: '#E5F6FD', color: '#014361', border: '1px solid #90CAF9' }}
          >
            {noMatch}
          </Box>
        ) : (
          <LinkList label={t('cities.listLabel')}>
            {visible.map((entry) => (
              <LinkListItem key={entry.id} to={`/welcome/zones/${entry.id}`}>
                {entry.label}
              </LinkListItem>
            ))}
          </LinkList>
        )}
      </Box>
    </>
  );
}
