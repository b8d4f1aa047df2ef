import { useEffect, useState } from 'react';
import { getUniversities, type UniversityDto } from '../api/get-universities.ts';

/** The country's universities; loading stops quietly when the call fails (spec §8). */
export function useUniversities(country: string) {
  const [universities, setUniversities] = useState<UniversityDto[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!country) {
      setUniversities([]);
      return undefined;
    }
    let live = true;
    setLoading(true);
    setUniversities([]);
    getUniversities(country)
      .then((list) => {
        if (live) setUniversities(list);
      })
      .catch(() => {
        // spec §8: a failed university fetch stops loading with no message
      })
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [country]);

  return { universities, loading };
}
