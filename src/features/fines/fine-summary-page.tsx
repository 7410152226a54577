import { ComingSoon } from '@/components/coming-soon';

export function FineSummaryPage() {
  return <ComingSoon />;
}
