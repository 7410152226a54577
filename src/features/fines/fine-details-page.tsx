import { ComingSoon } from '@/components/coming-soon';

export function FineDetailsPage() {
  return <ComingSoon />;
}
