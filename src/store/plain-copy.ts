// Requests and results are JSON by definition, so a JSON round trip is a faithful deep copy. It
// also turns valtio proxies back into plain objects: valtio v2 proxies the very object it is
// given, so storing one object in two places of the state would make them one.

export function plainCopy<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}
