/**
 * A module's code held back, as on a slow line, until `release()`. In a test file:
 * `const held = vi.hoisted(async () => (await import('../../held-module')).heldModule());` and
 * `vi.mock(path, async (original) => (await held).load(original));`.
 */
export function heldModule() {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return {
    release: () => release(),
    load: async <T>(original: () => Promise<T>) => {
      await arrived;
      return original();
    },
  };
}
