import { useEffect, useState } from 'react';
import type { FLAGS } from './flag-icons.ts';

type Flags = typeof FLAGS;

let loaded: Flags | null = null;
let loading: Promise<Flags | null> | null = null;

/** The flags chunk, fetched once for every flag on the page; a failed fetch is tried again by the next flag. */
function loadFlags(): Promise<Flags | null> {
  loading ??= import('./flag-icons.ts').then(
    (module) => (loaded = module.FLAGS),
    () => {
      loading = null;
      return null;
    },
  );
  return loading;
}

/**
 * A country's flag as an SVG (spec §3 Country option: flag icon), decorative beside the country's name. The box keeps
 * its size while the flags chunk loads, so nothing moves when it arrives.
 */
export function CountryFlag({ code }: { code: string }) {
  const [flags, setFlags] = useState<Flags | null>(loaded);

  useEffect(() => {
    if (flags) return undefined;
    let live = true;
    void loadFlags().then((found) => {
      if (live && found) setFlags(found);
    });
    return () => {
      live = false;
    };
  }, [flags]);

  const Flag = flags?.[code as keyof Flags];
  return (
    <span className="country-flag" aria-hidden="true" data-testid="country-flag" data-code={code}>
      {Flag && <Flag className="country-flag__svg" focusable="false" />}
    </span>
  );
}
