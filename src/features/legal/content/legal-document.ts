// The shape of a legal text: plain data, so the texts stay text and one view renders them all.

export type LegalBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  /** The operating company's details (name, address, OIB, phone) from the footer data. */
  | { kind: 'company' }
  /** One sentence naming the data controller from the footer data, or a general fallback. */
  | { kind: 'controller' }
  /** The accepted cards and wallets. */
  | { kind: 'paymentLogos' };

export type LegalSubsection = { number: string; blocks: readonly LegalBlock[] };

export type LegalSection = {
  /** Numbered documents number their sections ("7"); titled ones leave it out. */
  number?: string;
  title: string;
  blocks?: readonly LegalBlock[];
  subsections?: readonly LegalSubsection[];
};

export type LegalDocument = { intro?: readonly LegalBlock[]; sections: readonly LegalSection[] };

export const paragraph = (text: string): LegalBlock => ({ kind: 'paragraph', text });
