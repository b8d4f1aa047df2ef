// Module resolution hooks of the k6 shim (see run-journey.ts): `k6` and `k6/<module>` resolve to the Node stand-ins
// in this folder, so a k6 script runs once under Node against a real server.
const shims = new Set(['k6', 'k6/http', 'k6/execution', 'k6/crypto', 'k6/encoding', 'k6/metrics']);

export async function resolve(specifier, context, nextResolve) {
  if (shims.has(specifier)) {
    const file = specifier === 'k6' ? 'k6' : specifier.slice(3);
    // Resolved by the next hook (tsx), which also makes it load the TypeScript file.
    return nextResolve(new URL(`./shim/${file}.ts`, import.meta.url).href, context);
  }
  return nextResolve(specifier, context);
}
