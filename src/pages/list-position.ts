// A list whose inputs carry the browser's position (the job list's 附近 tab, seed 3 §2.1): asked once
// per page view when the list's condition first holds, then kept for every page and filter change.
import { useEffect, useState } from 'react';
import type { ListBlock } from '../../generated/routes';
import { evaluate } from '../lib/conditions';
import type { Scope } from '../lib/display';
import { browserPosition } from '../lib/geolocation';

type Place = { lng: number; lat: number };

export interface ListPosition {
  /** the inputs to add; null while the browser has not answered yet (the list waits) */
  input: Record<string, number> | null;
  /** the text saying the fallback place is used (refused, unavailable or no answer) */
  refused?: string;
}

export function useListPosition(position: ListBlock['position'], scope: Scope): ListPosition {
  const wanted = Boolean(position && evaluate(position.when, scope));
  const [located, setLocated] = useState<{ at: Place; refused: boolean } | null>(null);
  useEffect(() => {
    if (!wanted || located || !position) return;
    let live = true;
    void browserPosition().then((at) => {
      if (live) setLocated(at ? { at, refused: false } : { at: position.fallback, refused: true });
    });
    return () => {
      live = false;
    };
  }, [wanted, located, position]);
  if (!position || !wanted) return { input: {} };
  if (!located) return { input: null };
  return {
    input: { [position.lng]: located.at.lng, [position.lat]: located.at.lat },
    refused: located.refused ? position.refused : undefined,
  };
}
