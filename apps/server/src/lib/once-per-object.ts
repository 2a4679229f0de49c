/**
 * `make(key)` once per key object, kept as long as the key lives (a WeakMap): a database handle's
 * prepared statements (db/prepared.ts), a shared row's encoded JSON (kept-json.ts).
 */
export function oncePerObject<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const kept = new WeakMap<K, V>();
  return (key) => {
    if (kept.has(key)) return kept.get(key) as V;
    const value = make(key);
    kept.set(key, value);
    return value;
  };
}
