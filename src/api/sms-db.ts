import { smsDbApi } from './http-client';

export type RaoPentaParams = {
  serNum: string;
  cnp: string;
  ticketNumber: string;
  from: string;
  end: string;
  RaoId: string;
};

/** Test-only call of the /prepaid page; the answer is not used beyond success or failure. */
export async function sendRaoPenta(params: RaoPentaParams): Promise<unknown> {
  const { data } = await smsDbApi.get<unknown>('/sms-api/api/hectronic-data/SendRaoPenta', { params });
  return data;
}
