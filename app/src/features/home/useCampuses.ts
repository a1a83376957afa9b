import { useEffect, useState } from 'react';
import { arrivedCampuses, takeCampuses, type Campus } from './campuses';

/** The campus list, once loaded; `[]` when it cannot be read (home then shows no campus part). */
export function useCampuses(): Campus[] | undefined {
  const [campuses, setCampuses] = useState<Campus[] | undefined>(arrivedCampuses);
  useEffect(() => {
    let current = true;
    takeCampuses().then(
      (list) => current && setCampuses(list),
      (error: unknown) => {
        console.error(error);
        if (current) setCampuses([]);
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return campuses;
}
