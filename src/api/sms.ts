import type { TicketType } from '@/lib/ticket-type';
import { getJson } from './client';
import { LANDING_PATHS } from './landing-paths';
import { parseWith } from './parse';
import {
  citiesSchema,
  companyConfigSchema,
  estimateSchema,
  fineCompaniesSchema,
  ticketDataSchema,
  zonesSchema,
} from './schemas/sms';
import { footerDataFrom, zoneStatusFrom } from './zone-answers';

const VPA = '/sms-api/vpa';

export async function getZoneStatus(zoneCode: string, signal?: AbortSignal) {
  const data = await getJson(LANDING_PATHS.zoneStatus, { zoneCode }, signal);
  return zoneStatusFrom(data);
}

export async function getCompanyConfig(companyId: number | string, signal?: AbortSignal) {
  const data = await getJson(LANDING_PATHS.companyConfig, { companyId }, signal);
  return parseWith(companyConfigSchema, data, 'vpa-company-config');
}

export async function getTicketData(zoneCode: string, ticketType: TicketType, signal?: AbortSignal) {
  const data = await getJson(`${VPA}/vpa-ticket-data`, { zoneCode, ticketType }, signal);
  return parseWith(ticketDataSchema, data, 'vpa-ticket-data');
}

export type EstimateParams = {
  zoneCode: string;
  ticketType: TicketType;
  tariffType: string;
  plateNumber: string;
  duration: number;
};

export async function getTicketEstimate(params: EstimateParams, signal?: AbortSignal) {
  const data = await getJson(
    `${VPA}/vpa-ticket-estimate`,
    // Parameter order as in docs/backend-contract.md; tariffId is always 0.
    {
      zoneCode: params.zoneCode,
      ticketType: params.ticketType,
      tariffId: 0,
      tariffType: params.tariffType,
      plateNumber: params.plateNumber,
      duration: params.duration,
    },
    signal,
  );
  return parseWith(estimateSchema, data, 'vpa-ticket-estimate');
}

export async function getFooterData(zoneCode: string, signal?: AbortSignal) {
  const data = await getJson(LANDING_PATHS.footer, { zoneCode }, signal);
  return footerDataFrom(data);
}

export async function getFineCompanies(signal?: AbortSignal) {
  const data = await getJson(`${VPA}/vpa-companies-fine-active`, {}, signal);
  return parseWith(fineCompaniesSchema, data, 'vpa-companies-fine-active');
}

export async function getActiveCities(signal?: AbortSignal) {
  const data = await getJson(`${VPA}/vpa-active-cities`, {}, signal);
  return parseWith(citiesSchema, data, 'vpa-active-cities');
}

export async function getActiveZones(companyId: number | string, signal?: AbortSignal) {
  const data = await getJson(`${VPA}/vpa-active-zones`, { companyId }, signal);
  return parseWith(zonesSchema, data, 'vpa-active-zones');
}
