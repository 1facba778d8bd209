import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './throttle.ts';

describe('clientAddressKey', () => {
  it.each([
    ['198.51.100.7', '198.51.100.7'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['2001:db8:7:1::1', '2001:db8:7:1::/64'],
    ['2001:0db8:0007:0001:ffff:ffff:ffff:fffe', '2001:db8:7:1::/64'],
    ['::1', '0:0:0:0::/64'],
    ['not-an-address', 'not-an-address'],
  ])('%s counts as %s', (ip, key) => {
    expect(clientAddressKey(ip)).toBe(key);
  });
});
