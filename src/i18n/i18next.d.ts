import type common from '../../locales/hr/common.json';
import type welcome from '../../locales/hr/welcome.json';
import type zone from '../../locales/hr/zone.json';
import type ticket from '../../locales/hr/ticket.json';
import type payment from '../../locales/hr/payment.json';
import type fines from '../../locales/hr/fines.json';
import type legal from '../../locales/hr/legal.json';
import type prepaid from '../../locales/hr/prepaid.json';
import type pocket from '../../locales/hr/pocket.json';
import type accessibility from '../../locales/hr/accessibility.json';
import type scan from '../../locales/hr/scan.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      welcome: typeof welcome;
      zone: typeof zone;
      ticket: typeof ticket;
      payment: typeof payment;
      fines: typeof fines;
      legal: typeof legal;
      prepaid: typeof prepaid;
      pocket: typeof pocket;
      accessibility: typeof accessibility;
      scan: typeof scan;
    };
  }
}
