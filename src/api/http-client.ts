import axios, { type AxiosInstance } from 'axios';
import { config } from '@/lib/config';
import { requestLanguage } from './request-language';

function createClient(baseURL: string): AxiosInstance {
  // No cookies are sent or accepted (contract section 2); a call that hangs ends in the error state.
  const client = axios.create({ baseURL, timeout: config.apiTimeoutMs, withCredentials: false });
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
