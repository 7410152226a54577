import { ComingSoon } from '@/components/coming-soon';

export function PaymentPage() {
  return <ComingSoon />;
}
