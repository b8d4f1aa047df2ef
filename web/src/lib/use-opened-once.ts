import { useState } from 'react';

/**
 * true from the first time `open` is true on: a lazily loaded dialog or panel is mounted when first wanted and then
 * stays mounted, so closing it keeps its own close behaviour (animation, focus return to the opener).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
