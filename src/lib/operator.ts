// The operator of the portal itself (not a parking company). No API provides it, so it is
// configuration; docs/decisions/006-operator-contact.md says why and what to replace.

export type ContactDetails = {
  name: string | null;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  phone: string | null;
  email: string | null;
  web: string | null;
};

/** A neutral placeholder until the real operator's details are known. */
export const OPERATOR: ContactDetails = {
  name: 'VPA d.o.o.',
  address: 'Ulica primjera 1',
  postalCode: '10000',
  city: 'Zagreb',
  phone: '+385 1 000 0000',
  email: 'info@example.hr',
  web: 'https://www.example.hr',
};
