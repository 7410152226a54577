import { ComingSoon } from '@/components/coming-soon';

export function NotFoundPage() {
  return <ComingSoon />;
}
