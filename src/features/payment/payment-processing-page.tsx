import { ComingSoon } from '@/components/coming-soon';

export function PaymentProcessingPage() {
  return <ComingSoon />;
}
