import axios, { type AxiosInstance } from 'axios';
import { config } from '@/lib/config';
import { API_ACCEPT, parseBody } from './early-answers';
import { requestLanguage } from './request-language';

function createClient(baseURL: string): AxiosInstance {
  // No cookies are sent or accepted (docs/backend-contract.md); a call that hangs ends in the
  // error state. Text bodies are read by the one parser the early answers use too
  // (src/api/client.ts); binary ones (PDFs) are left as they came.
  const client = axios.create({
    baseURL,
    timeout: config.apiTimeoutMs,
    withCredentials: false,
    headers: { Accept: API_ACCEPT },
    transformResponse: [(data: unknown) => (typeof data === 'string' ? parseBody(data) : data)],
  });
  client.interceptors.request.use((request) => {
    request.headers.set('Accept-Language', requestLanguage());
    return request;
  });
  return client;
}

/** The REST backend: sms-api, payment-api and docs-api all live under one base address. */
export const api = createClient(config.apiBaseUrl);

/** The SMS database service, used only by the /prepaid test page. */
export const smsDbApi = createClient(config.smsDbApiBaseUrl);
