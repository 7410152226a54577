import { ComingSoon } from '@/components/coming-soon';

export function ZoneHomePage() {
  return <ComingSoon />;
}
