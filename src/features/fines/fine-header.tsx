import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowBackIcon } from '@/components/icons';
import { PageHeading } from '@/components/page-heading';

type Props = {
  title: ReactNode;
  subtitle?: ReactNode;
  backTo: string;
  /** The history state the back link gives the page it leads to. */
  backState?: unknown;
};

/** The fine screens' header: a back link, the page's one h1 and an optional subtitle. */
export function FineHeader({ title, subtitle, backTo, backState }: Props) {
  const { t } = useTranslation();
  return (
    <Box component="header" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 2 }}>
      <IconButton
        component={Link}
        to={backTo}
        state={backState}
        aria-label={t('nav.back')}
        edge="start"
        sx={{ mt: -0.5 }}
      >
        <ArrowBackIcon />
      </IconButton>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <PageHeading>{title}</PageHeading>
        {subtitle ? (
          <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
            {subtitle}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
