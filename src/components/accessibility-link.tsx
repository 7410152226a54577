import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

type Props = {
  /** What the footer's layout adds: a grid's `justifySelf`, a smaller `fontSize`. */
  sx?: { fontSize?: string; justifySelf?: 'start' };
};

/**
 * The accessibility statement (the European Accessibility Act asks for one) from a footer: a real
 * link, 44 px high for a finger, in the footer's own colour. `sx` adds what the footer's layout needs.
 */
export function AccessibilityLink({ sx }: Props) {
  const { t } = useTranslation('common');
  return (
    <Box
      component={RouterLink}
      to="/accessibility"
      sx={{ color: 'inherit', display: 'inline-flex', alignItems: 'center', minHeight: 44, ...sx }}
    >
      {t('menu.accessibility')}
    </Box>
  );
}
