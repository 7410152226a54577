import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { Link } from 'react-router';
import { ArrowBackIcon } from '@/components/icons';
import { PageHeading } from '@/components/page-heading';

type Props = { title: string; backTo: string; backLabel: string };

/** Header of the city and zone lists: a back arrow and the page's one h1. */
export function WelcomeHeader({ title, backTo, backLabel }: Props) {
  return (
    <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
      <IconButton component={Link} to={backTo} aria-label={backLabel} edge="start">
        <ArrowBackIcon />
      </IconButton>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <PageHeading>{title}</PageHeading>
      </Box>
    </Box>
  );
}
