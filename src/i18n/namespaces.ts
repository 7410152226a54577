// Every locale namespace; one JSON file per namespace and language under locales/{lng}/.
export const NAMESPACES = [
  'common',
  'welcome',
  'zone',
  'ticket',
  'payment',
  'fines',
  'legal',
  'prepaid',
  'pocket',
  'accessibility',
  'scan',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
