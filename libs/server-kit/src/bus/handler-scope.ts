/**
 * Scopes every bus handler runs inside (persistence registers its MikroORM request context
 * here), so the bus does not need to know about the database.
 */
type Scope = (run: () => void) => void;

const scopes: Scope[] = [];

export const handlerScopes = {
  add(scope: Scope): void {
    if (!scopes.includes(scope)) scopes.push(scope);
  },
  run(fn: () => void): void {
    scopes.reduceRight<() => void>((inner, scope) => () => scope(inner), fn)();
  },
};
