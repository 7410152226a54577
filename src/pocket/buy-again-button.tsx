import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buyAgainLink } from '@/pocket/buy-again';
import { ReplayIcon } from './pocket-icons';

type Props = {
  ticket: { zoneCode: string | null; plate: string | null };
  /** A longer name where several tickets are listed; starts with the visible label. */
  accessibleLabel?: string;
};

/** "Buy again": the zone home of the ticket's zone, with its plate ready for the ticket form. */
export function BuyAgainButton({ ticket, accessibleLabel }: Props) {
  const { t } = useTranslation('pocket');
  if (!ticket.zoneCode || !ticket.plate) return null;
  const { to, state } = buyAgainLink(ticket.zoneCode, ticket.plate);
  return (
    <Button
      component={Link}
      to={to}
      state={state}
      variant="outlined"
      fullWidth
      startIcon={<ReplayIcon />}
      aria-label={accessibleLabel}
    >
      {t('actions.buyAgain')}
    </Button>
  );
}
