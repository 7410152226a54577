import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@/i18n/languages';
import { NAMESPACES } from '@/i18n/namespaces';

const root = path.resolve(__dirname, '../../locales');

function flatten(value: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out[prefix] = value;
  }
  return out;
}

function load(language: string, namespace: string) {
  return flatten(JSON.parse(readFileSync(path.join(root, language, `${namespace}.json`), 'utf8')));
}

describe('locale files', () => {
  it('has one file per language and namespace, and nothing else', () => {
    for (const language of LANGUAGES) {
      expect(readdirSync(path.join(root, language)).sort()).toEqual(
        NAMESPACES.map((ns) => `${ns}.json`).sort(),
      );
    }
  });

  describe.each(NAMESPACES)('namespace %s', (namespace) => {
    const reference = load('hr', namespace);

    it.each(LANGUAGES)('%s has the same keys as hr', (language) => {
      expect(Object.keys(load(language, namespace)).sort()).toEqual(Object.keys(reference).sort());
    });

    it.each(LANGUAGES)('%s has no empty values', (language) => {
      const empty = Object.entries(load(language, namespace)).filter(
        ([, value]) => typeof value !== 'string' || value.trim() === '',
      );
      expect(empty).toEqual([]);
    });
  });
});
