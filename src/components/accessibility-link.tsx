import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/**
 * The accessibility statement (issue 20) from a footer: a real link, 44 px high for a finger, in
 * the footer's own colour. `sx` adds what the footer's layout needs.
 */
export function AccessibilityLink({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation('common');
  return (
    <Box
      component={RouterLink}
      to="/accessibility"
      sx={[
        { color: 'inherit', display: 'inline-flex', alignItems: 'center', minHeight: 44 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {t('menu.accessibility')}
    </Box>
  );
}
