import { ComingSoon } from '@/components/coming-soon';

export function TicketSummaryPage() {
  return <ComingSoon />;
}
