import { describe, expect, it } from 'vitest';
import { classifyAddress } from './address.ts';
import { isAllowed, parseAllowList } from './allow-list.ts';

describe('outbound address classifier', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.255',
    '0.0.0.0',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    '192.0.2.10',
    '198.18.0.1',
    '::',
    '::1',
    '[::1]',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:8.8.8.8',
    '::127.0.0.1',
    '::ffff:0:127.0.0.1',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    'fec0::1',
    '64:ff9b::127.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b:1::1',
    '2002:7f00:1::1',
    '2002:c0a8:101::1',
    '2001:db8::1',
    '2001:0:4136:e378::1',
    '100::1',
    'not-an-address',
    '2130706433',
  ])('refuses %s', (address) => {
    expect(classifyAddress(address)).toBe('internal');
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '172.15.255.255',
    '172.32.0.1',
    '100.63.255.255',
    '100.128.0.1',
    '169.253.1.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('lets %s through', (address) => {
    expect(classifyAddress(address)).toBe('public');
  });
});

describe('outbound allow list', () => {
  const allow = parseAllowList('fake.test, 127.0.0.1:8080, [::1]:9000, 127.1:81, bad/path, localhost:80');
  it('matches host and port as `new URL` normalises them', () => {
    expect(isAllowed(new URL('http://fake.test:1234/x'), allow)).toBe(true);
    expect(isAllowed(new URL('https://FAKE.test/x'), allow)).toBe(true);
    expect(isAllowed(new URL('http://127.0.0.1:8080/'), allow)).toBe(true);
    expect(isAllowed(new URL('http://2130706433:8080/'), allow)).toBe(true);
    expect(isAllowed(new URL('http://127.0.0.1:8081/'), allow)).toBe(false);
    expect(isAllowed(new URL('http://127.0.0.1/'), allow)).toBe(false);
    expect(isAllowed(new URL('http://[::1]:9000/'), allow)).toBe(true);
    expect(isAllowed(new URL('http://127.0.0.1:81/'), allow)).toBe(true);
    expect(isAllowed(new URL('http://localhost/'), allow)).toBe(true);
    expect(isAllowed(new URL('https://localhost/'), allow)).toBe(false);
    expect(isAllowed(new URL('http://sub.fake.test/'), allow)).toBe(false);
    expect(allow).toHaveLength(5);
  });
});
