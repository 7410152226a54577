import { ComingSoon } from '@/components/coming-soon';

export function ZonesPage() {
  return <ComingSoon />;
}
