import { ComingSoon } from '@/components/coming-soon';

export function DailyPage() {
  return <ComingSoon />;
}

export function HourlyPage() {
  return <ComingSoon />;
}
