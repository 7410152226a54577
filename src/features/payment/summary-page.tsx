import { ComingSoon } from '@/components/coming-soon';

export function SummaryPage() {
  return <ComingSoon />;
}
