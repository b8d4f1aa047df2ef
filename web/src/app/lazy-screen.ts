import { createElement, lazy, type ComponentType } from 'react';

interface ScreenModule {
  default: ComponentType;
}

export interface LazyScreen {
  /** The route element's component: the screen itself once loaded, else a lazy one that suspends until it is. */
  Screen: ComponentType;
  /** Loads the screen's chunk (once) and keeps its component, so a render after this settles does not suspend. */
  load: () => Promise<ScreenModule>;
}

/**
 * React.lazy for a screen that main.tsx may have loaded before the first render. lazy() suspends on its first
 * render even when the chunk is already in (its promise settles a microtask later), so the first paint showed the
 * shell alone and the screen's heading — the LCP element of /events — only in a second render (issue 10).
 */
export function lazyScreen(importScreen: () => Promise<ScreenModule>): LazyScreen {
  let loaded: ComponentType | undefined;
  let pending: Promise<ScreenModule> | undefined;
  const load = (): Promise<ScreenModule> => {
    pending ??= importScreen().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined; // a later attempt (the route's own) tries the network again
        throw error;
      },
    );
    return pending;
  };
  const Suspending = lazy(load);
  function Screen() {
    return loaded ? createElement(loaded) : createElement(Suspending);
  }
  return { Screen, load };
}
