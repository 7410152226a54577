// Every mock backend route, shared by the browser worker, Vitest and Playwright.
import { documentHandlers } from './handlers/documents';
import { paymentHandlers } from './handlers/payments';
import { smsHandlers } from './handlers/sms';

export const handlers = [...smsHandlers, ...paymentHandlers, ...documentHandlers];
