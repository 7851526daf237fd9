/**
 * The key a caller's address is counted under by every per-address limit (SMS budgets, rate limits, the sign-in
 * throttle, public tracking's misses): an IPv4 address as it is, an IPv6 address by its /64 network. One subscriber
 * usually holds a whole /64 and may send from any of its 2^64 addresses, so counting single IPv6 addresses would
 * count nothing: a budget of 20 SMS an hour per address was 20 per request from a home connection.
 */
export const addressKey = (ip: string): string => {
  const address = ip.replace(/%.*$/, '').toLowerCase();
  if (!address.includes(':')) return address;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
};
