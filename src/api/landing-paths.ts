// The endpoints the guard asks for, for it and src/api/sms.ts. No imports: the guard carries it.
const VPA = '/sms-api/vpa';

export const LANDING_PATHS = {
  zoneStatus: `${VPA}/vpa-zone-status`,
  footer: `${VPA}/vpa-footer-data`,
  companyConfig: `${VPA}/vpa-company-config`,
} as const;
