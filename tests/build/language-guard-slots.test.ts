import { afterEach, describe, expect, it } from 'vitest';
import { languageGuardScript } from '../../vite/prerender-plugin';

// The language guard writes the QR landing's host and zone code into their slots as the parser
// adds them (docs/decisions/029): as text, only on `/`, and only a valid zone code.

function runGuard(address: string) {
  window.history.replaceState(null, '', address);
  // The generated file, run in the page as the browser runs it.
  window.eval(languageGuardScript());
}

async function slot(name: string): Promise<HTMLElement> {
  const element = document.createElement('span');
  element.setAttribute('data-vpa-slot', name);
  document.body.append(element);
  await new Promise((resolve) => setTimeout(resolve)); // the observer's callback has run
  return element;
}

afterEach(() => {
  // The parser is done: the guard stops watching (each test's guard is its own).
  document.dispatchEvent(new Event('DOMContentLoaded'));
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('the language guard on the QR landing', () => {
  it('writes the host and the zone code into slots added after it ran', async () => {
    runGuard('/?z=RI-Z1');
    expect((await slot('host')).textContent).toBe(window.location.host);
    expect((await slot('code')).textContent).toBe('RI-Z1');
    expect((await slot('city')).textContent).toBe('');
  });

  it('writes no zone code that is not one, and nothing as markup', async () => {
    runGuard(`/?z=${encodeURIComponent('<b>RI</b>')}`);
    const code = await slot('code');
    expect(code.textContent).toBe('');
    expect(code.children).toHaveLength(0);
    expect((await slot('host')).textContent).toBe(window.location.host);
  });

  it('stops once the page is parsed', async () => {
    runGuard('/?z=RI-Z1');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect((await slot('host')).textContent).toBe('');
  });

  it('fills nothing on other pages', async () => {
    runGuard('/welcome?z=RI-Z1');
    expect((await slot('host')).textContent).toBe('');
    expect((await slot('code')).textContent).toBe('');
  });
});
