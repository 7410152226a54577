// The endpoints the QR landing's page asks for before the framework (src/boot/language-guard.ts),
// written once for it and for the API's calls (src/api/sms.ts). No imports: the guard carries it.
const VPA = '/sms-api/vpa';

export const LANDING_PATHS = {
  zoneStatus: `${VPA}/vpa-zone-status`,
  footer: `${VPA}/vpa-footer-data`,
  companyConfig: `${VPA}/vpa-company-config`,
} as const;
