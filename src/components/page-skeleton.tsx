import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import visuallyHidden from '@mui/utils/visuallyHidden';

type Props = { rows?: number; rowHeight?: number; header?: boolean };

/** Placeholder with the final layout's dimensions, so nothing shifts when data arrives. */
export function PageSkeleton({ rows = 3, rowHeight = 56, header = true }: Props) {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-busy="true" aria-live="polite" sx={{ py: 2 }}>
      <Box component="span" sx={visuallyHidden}>
        {t('loading')}
      </Box>
      {header ? <Skeleton variant="rounded" height={72} sx={{ mb: 2 }} /> : null}
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={rowHeight} sx={{ mb: 2 }} />
      ))}
    </Box>
  );
}
