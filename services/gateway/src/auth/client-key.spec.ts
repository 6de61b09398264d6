import { clientKeyOf } from './client-key.js';

describe('clientKeyOf', () => {
  it('keeps an IPv4 address, also when mapped into IPv6', () => {
    expect(clientKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = '2001:db8:a:b::/64';
    expect(clientKeyOf('2001:db8:a:b::1')).toBe(key);
    expect(clientKeyOf('2001:0db8:000a:000b:ffff:1:2:3')).toBe(key);
    expect(clientKeyOf('2001:DB8:A:B:0:0:0:9%eth0')).toBe(key);
    expect(clientKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKeyOf('2001:db8::c:d:e:f:1')).toBe('2001:db8:0:c::/64');
    expect(clientKeyOf('2001:db8::d:1.2.3.4')).toBe('2001:db8:0:0::/64');
    expect(clientKeyOf('2001:db8:a:b::')).toBe(key);
    expect(clientKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(clientKeyOf('2001:db8:a:c::1')).not.toBe(key);
  });

  it('names a missing address', () => {
    expect(clientKeyOf(undefined)).toBe('unknown');
  });
});
