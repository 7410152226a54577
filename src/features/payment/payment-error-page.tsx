import { ComingSoon } from '@/components/coming-soon';

export function PaymentErrorPage() {
  return <ComingSoon />;
}
