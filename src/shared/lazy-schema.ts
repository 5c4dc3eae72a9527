/**
 * A schema built the first time it is used rather than when its module is evaluated.
 *
 * Building a zod schema is not free: each one runs its constructors and binds its methods, and a
 * form's or a settings group's schema is dozens of them. A page's start evaluates the contracts
 * and content model of every call and widget it might use, which on a low-end phone made the
 * longest task of its start; most of those schemas are never used on that page. `lazySchema`
 * returns a stand-in of the same type: the first property read (a parse, a composition into
 * another schema, `z.extend`, `instanceof`) builds the schema, once, and every read after that is
 * forwarded to it. Modules define their schemas as before, wrapped: `lazySchema(() => z.object(…))`.
 */
/** The traps that only forward to the built schema. */
const FORWARDED = ['get', 'has', 'set', 'getPrototypeOf', 'ownKeys', 'deleteProperty'] as const;

export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  const handler: ProxyHandler<T> = {};
  for (const trap of FORWARDED) {
    handler[trap] = (_: T, ...rest: unknown[]) =>
      (Reflect[trap] as (...args: unknown[]) => never)(schema(), ...rest);
  }
  // A proxy may report a property that cannot be removed only if its own target has it too.
  const mirror = (target: T, key: string | symbol, descriptor?: PropertyDescriptor) => {
    if (descriptor?.configurable === false && !Reflect.getOwnPropertyDescriptor(target, key))
      Reflect.defineProperty(target, key, descriptor);
    return descriptor;
  };
  handler.getOwnPropertyDescriptor = (target, key) =>
    mirror(target, key, Reflect.getOwnPropertyDescriptor(schema(), key));
  handler.defineProperty = (target, key, descriptor) =>
    Reflect.defineProperty(schema(), key, descriptor) && !!mirror(target, key, descriptor);
  return new Proxy({} as T, handler);
}
