import { mailtoHref, telHref, webHref, webLabel } from '@/lib/contact-links';

describe('contact links', () => {
  test('mailto only for a plausible address', () => {
    expect(mailtoHref('info@example.hr')).toBe('mailto:info@example.hr');
    expect(mailtoHref(' info@example.hr ')).toBe('mailto:info@example.hr');
    expect(mailtoHref('not an address')).toBeNull();
    expect(mailtoHref('a@b')).toBeNull();
    expect(mailtoHref('x@example.hr?body=<script>')).toBeNull();
    expect(mailtoHref(null)).toBeNull();
  });

  test('tel keeps the digits and a leading plus', () => {
    expect(telHref('+385 51 000 000')).toBe('tel:+38551000000');
    expect(telHref('051/000-000')).toBe('tel:051000000');
    expect(telHref('123')).toBeNull();
    expect(telHref('call us')).toBeNull();
    expect(telHref(undefined)).toBeNull();
  });

  test('web addresses: http(s) only, a bare host gets https', () => {
    expect(webHref('https://rijeka-plus.example')).toBe('https://rijeka-plus.example/');
    expect(webHref('www.example.hr')).toBe('https://www.example.hr/');
    expect(webHref('www.example.hr:8080/x')).toBe('https://www.example.hr:8080/x');
    expect(webHref('javascript:alert(1)')).toBeNull();
    expect(webHref('data:text/html,hi')).toBeNull();
    expect(webHref('localhost')).toBeNull();
    expect(webHref('')).toBeNull();
    expect(webLabel('https://www.example.hr/')).toBe('www.example.hr');
  });
});
