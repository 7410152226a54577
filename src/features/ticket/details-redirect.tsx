import { ComingSoon } from '@/components/coming-soon';

export function DetailsRedirect() {
  return <ComingSoon />;
}
