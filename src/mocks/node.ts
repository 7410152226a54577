// The mock backend for Vitest and other Node runs; its state stays in memory (db default).
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);
